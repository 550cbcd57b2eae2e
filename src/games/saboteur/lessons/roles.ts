// Saboteur: each role's aim, told privately to the person when it is dealt (issue 34), on the
// role screen after that person's handoff; the same lessons in the full game and beside the box.
import { lesson } from '../../../kit/lessons';
import type { Role } from '../rules/types';
import type { AnyLesson } from '../../../kit/lessons';

/** A view with the viewer's own role: the full game's and the companion's (companion §2.2). */
interface RoleHolder {
  me: { role: Role } | null;
}
type L = AnyLesson<RoleHolder>;

function roleLesson(role: Role, section: string, also: string[], en: string, ru: string): L {
  return lesson<RoleHolder, true>({
    id: `role-${role}`,
    section,
    also,
    audience: 'seat',
    target: 'role',
    when: (v) => (v.me?.role === role ? true : null),
    text: { en: () => en, ru: () => ru },
  });
}

export const ROLE_LESSONS: L[] = [
  roleLesson(
    'gold-digger',
    '§2.4',
    ['§1', '§13'],
    'You are a gold-digger: with the other diggers, build a tunnel from the start to the gold. Roles are secret, and one role card is always left over, so nobody knows how many saboteurs there are.',
    'Вы — старатель: вместе с другими старателями ведите тоннель от входа к золоту. Роли тайные, и одна карта роли всегда лишняя, так что никто не знает, сколько вредителей за столом.',
  ),
  roleLesson(
    'saboteur',
    '§2.4',
    ['§10.2'],
    'You are a saboteur: keep the tunnel away from the gold without being found out. If the cards run out before the gold is reached, the saboteurs win the gold.',
    'Вы — вредитель: не дайте тоннелю дойти до золота и не выдайте себя. Если карты кончатся раньше, чем найдут золото, золото получат вредители.',
  ),
  roleLesson(
    'green-digger',
    '§11.1',
    [],
    'You are a green digger: your team wins the gold when a way to it has no blue door. Green doors are yours to pass.',
    'Вы — зелёный старатель: ваша команда получает золото, если к нему ведёт путь без синих дверей. Через зелёные двери вы проходите.',
  ),
  roleLesson(
    'blue-digger',
    '§11.1',
    [],
    'You are a blue digger: your team wins the gold when a way to it has no green door. Blue doors are yours to pass.',
    'Вы — синий старатель: ваша команда получает золото, если к нему ведёт путь без зелёных дверей. Через синие двери вы проходите.',
  ),
  roleLesson(
    'boss',
    '§11.2',
    [],
    'You are the Boss: you win whenever either digger team wins the gold, but you get 1 gold less than the other winners.',
    'Вы — Босс: вы выигрываете, когда золото получает любая команда старателей, но получаете на 1 меньше других победителей.',
  ),
  roleLesson(
    'profiteer',
    '§11.2',
    [],
    'You are the Profiteer: you win whoever wins, diggers or saboteurs, but you get 2 gold less than the other winners.',
    'Вы — Делец: вы выигрываете, кто бы ни победил, старатели или вредители, но получаете на 2 меньше других победителей.',
  ),
  roleLesson(
    'geologist',
    '§11.2',
    [],
    'You are a Geologist: you never win the gold. At the end of the round the geologists share the crystals on every path card in the maze.',
    'Вы — Геолог: золото вам не достаётся. В конце раунда геологи делят кристаллы со всех карт тоннеля в лабиринте.',
  ),
];
