// The rules reference: a short how-to-play, the symbol legend and every card face.
import type { ReactNode } from 'react';
import { useLang } from '../../../i18n/useT';
import { CardFace } from './CardFace';
import { catalogue, cardFlags } from './cardInfo';
import { BankIcon, BuyIcon, DrawIcon, ExhaustIcon, OppIcon, RelicIcon, StealIcon, TurnipIcon } from './Icons';
import { BANK_CAPACITY, RELIC_PRICES, RELICS_TO_WIN } from '../rules/cards';
import { listNames } from './words';
import { useVpT } from './strings';
import './village-pillage.css';

export function RulesPage() {
  const t = useVpT();
  const lang = useLang();
  const cat = catalogue();
  const legend: [ReactNode, string][] = [
    [<TurnipIcon key="g" />, t('legendGain')],
    [<StealIcon key="s" />, t('legendSteal')],
    [
      <span key="sb" className="vp-tk">
        <StealIcon />
        <b>4*</b>
      </span>,
      t('legendStealBank'),
    ],
    [<BankIcon key="b" />, t('legendBank')],
    [<BuyIcon key="c" />, t('legendBuy')],
    [<ExhaustIcon key="e" />, t('legendExhaust')],
    [<RelicIcon key="r" />, t('legendRelic')],
    [<OppIcon key="o" />, t('legendOpp')],
    [<DrawIcon key="d" />, t('legendDraw')],
  ];
  const group = (title: string, cards: typeof cat.market) => (
    <section className="vp-rules-group">
      <h3>{title}</h3>
      <ul className="vp-hand vp-rules-cards">
        {cards.map((c) => {
          const f = cardFlags(c);
          return (
            <li key={c} className="vp-hand-card vp-static">
              <CardFace card={c} />
              {f.threePlus && <span className="vp-flag">{t('threePlus')}</span>}
            </li>
          );
        })}
      </ul>
    </section>
  );
  return (
    <article className="vp-rules">
      <h2>{t('rulesTitle')}</h2>
      {/* data-rules-section: the docs/rules sections each part tells, so a lesson opens the rules there */}
      <p data-rules-section="§1 §3 §9">
        {t('rulesGoal', {
          goal: RELICS_TO_WIN,
          prices: listNames({ t, lang, names: RELIC_PRICES.standard.map(String) }, [0, 1, 2]),
          duelPrices: listNames({ t, lang, names: RELIC_PRICES.duel.map(String) }, [0, 1, 2]),
        })}
      </p>
      <p data-rules-section="§4 §5 §6">{t('rulesPlan')}</p>
      <p data-rules-section="§7 §7.1 §7.2 §7.7">{t('rulesResolve')}</p>
      <p data-rules-section="§7.3">
        {t('rulesStockpile', { capacity: BANK_CAPACITY.standard, duelCapacity: BANK_CAPACITY.duel })}
      </p>
      <p data-rules-section="§2.4 §7.4 §7.5">{t('rulesYellow')}</p>
      <p data-rules-section="§7.6 §8">{t('rulesExhaust')}</p>
      <p data-rules-section="§10">{t('rulesDuel')}</p>
      <p data-rules-section="§9">{t('rulesEnd', { goal: RELICS_TO_WIN })}</p>
      <h3>{t('rulesLegend')}</h3>
      <ul className="vp-legend">
        {legend.map(([icon, text], i) => (
          <li key={i}>
            <span className="vp-legend-icon" aria-hidden="true">
              {icon}
            </span>
            <span>{text}</span>
          </li>
        ))}
      </ul>
      <h3 data-rules-section="§2 §2.1 §2.2 §2.3 §11">{t('rulesCards')}</h3>
      {group(t('rulesStarters'), cat.starters)}
      {group(t('rulesMarket'), cat.market)}
      {group(t('rulesExpansion'), cat.expansion)}
    </article>
  );
}
