// Which object goes in a cell: the type buttons of a requirement (the bonus shows every basic
// type, ★ on those already used) and the question asked at the bottom of the screen when a
// cell is tapped before its type.
import type { ReactNode } from 'react';
import { useModalDialog } from '../../../kit/ui/useModalDialog';
import { BASIC_TYPES, type BasicType, type ObjectType, type SheetView, type TodoView } from '../rules';
import { ObjectIcon } from './Icons';
import { TYPE_TITLE, type RvT } from './present';

function TypeButtons({
  todo,
  sheet,
  type,
  onType,
  t,
}: {
  todo: TodoView;
  sheet: SheetView;
  type: ObjectType | null;
  onType(ty: ObjectType): void;
  t: RvT;
}) {
  return (todo.req === 'bonus' ? BASIC_TYPES : todo.types).map((ty) => {
    const used = todo.req === 'bonus' && sheet.usedBonus.includes(ty as BasicType);
    return (
      <button
        key={ty}
        type="button"
        className={`rv-type${type === ty ? ' rv-type-on' : ''}`}
        aria-pressed={type === ty}
        disabled={used || !todo.types.includes(ty)}
        onClick={() => onType(ty)}
      >
        <ObjectIcon type={ty} size={24} />
        <span>{t(TYPE_TITLE[ty])}</span>
        {used && (
          <span className="rv-star" aria-label={t('bonusStar')}>
            ★
          </span>
        )}
      </button>
    );
  });
}

function TypeQuestion({
  open,
  onClose,
  children,
  t,
}: {
  open: boolean;
  onClose(): void;
  children: ReactNode;
  t: RvT;
}) {
  const ref = useModalDialog(open);
  return (
    <dialog
      ref={ref}
      className="dialog rv-type-question"
      aria-label={t('pickType')}
      onCancel={(e) => (e.preventDefault(), onClose())}
    >
      {open && (
        <>
          <h2>{t('pickType')}</h2>
          <div className="rv-type-question-row">{children}</div>
          <button type="button" className="btn" onClick={onClose}>
            {t('cancel')}
          </button>
        </>
      )}
    </dialog>
  );
}

/**
 * The type of a requirement that allows several: its buttons above the sheet, and the question
 * at the bottom of the screen when a cell was tapped first. Nothing when the type is given.
 */
export function TypeChoice({
  todo,
  sheet,
  type,
  cellWaiting,
  onType,
  onClose,
  t,
}: {
  todo: TodoView | null;
  sheet: SheetView;
  type: ObjectType | null;
  /** a cell was tapped before its type */
  cellWaiting: boolean;
  onType(ty: ObjectType): void;
  onClose(): void;
  t: RvT;
}) {
  const buttons = todo && <TypeButtons todo={todo} sheet={sheet} type={type} onType={onType} t={t} />;
  return (
    <>
      {todo && todo.types.length > 1 && (
        <div className="rv-types" role="group" aria-label={t('pickType')}>
          <span className="rv-types-label">{t('pickType')}</span>
          {buttons}
        </div>
      )}
      {/* a cell tapped before its type: the question comes up at the bottom of the screen, where
          the finger is (above, the choice could be scrolled under the sticky header: issue 23) */}
      <TypeQuestion open={!!(todo && todo.types.length > 1 && cellWaiting)} onClose={onClose} t={t}>
        {buttons}
      </TypeQuestion>
    </>
  );
}
