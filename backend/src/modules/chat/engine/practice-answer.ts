/**
 * The assistant's answer to "can I work in Florida?" and "where can I practise?", from where she may
 * practise (credentials/practice/practice-reach.ts: her wallet's licences, or what she declared while the
 * wallet holds none) and the compact's standing (`compactStanding` in libs/catalogue). Pure: the reach
 * and its day are arguments. The licences it reads carry no number, so no answer can show one.
 */
import {
  carriesMultistatePrivilege,
  compactStanding,
  ENLC_RULE,
  isLicenceCurrent,
  licenceMove,
  WALLET_LICENCE_LABELS,
  type PracticeLicence,
  type PracticeState,
} from '@nurse/catalogue';
import { US_STATES } from '@nurse/domain';
import type { PracticeReach, PracticeSource } from '../../credentials/practice/practice-reach';

const NAMES = new Map<string, string>(US_STATES.map(({ code, name }) => [code, name]));
const nameOf = (code: string) => NAMES.get(code) ?? code;
const bullets = (lines: readonly string[]) => lines.map((line) => `• ${line}`).join('\n');

export const WALLET_POINTER = 'Add your licences on the Wallet screen (Profile, then Wallet) and ask me again.';

/** The licences an answer is drawn from, as she reads it. */
const THE_LICENCES: Record<Exclude<PracticeSource, 'none'>, string> = {
  wallet: 'the licences in your wallet',
  declared: 'the licences you declared at onboarding',
};

function label(licence: PracticeLicence): string {
  const type = WALLET_LICENCE_LABELS[licence.type];
  return licence.type === 'APRN' && licence.aprnRole ? `${type} (${licence.aprnRole})` : type;
}

/** Why one licence reaches the state: its own state, or the compact's multistate privilege. */
function coverage(licence: PracticeLicence, state: string, day: string): string {
  const from = `your ${label(licence)} licence from ${nameOf(licence.state)}`;
  if (!carriesMultistatePrivilege(licence, day)) {
    if (licence.type === 'APRN') return `${from} (APRN licences are single-state)`;
    return licence.multistate ? `${from}, which covers ${nameOf(licence.state)} only` : from;
  }
  const move = licenceMove(licence, day);
  const home = move ? 'your former home state' : 'your home state';
  const until = move?.applyBy
    ? `, until ${move.applyBy} (${ENLC_RULE.move.applyWithinDays} days after your move to ${nameOf(move.toState)})`
    : '';
  if (licence.state === state) return `your ${label(licence)} multistate licence, issued by ${nameOf(state)}, ${home}${until}`;
  const honours =
    compactStanding(state, day) === 'accepting'
      ? `${nameOf(state)} honours multistate licences (it does not issue its own yet)`
      : `${nameOf(state)} is a compact state`;
  return `your ${label(licence)} multistate licence from ${nameOf(licence.state)}, ${home}: ${honours}${until}`;
}

/** Why nothing she holds reaches the state. */
function notCovered(state: string, licences: readonly PracticeLicence[], day: string, theLicences: string): string {
  const name = `${nameOf(state)} (${state})`;
  const standing = compactStanding(state, day);
  if (standing === 'outside')
    return `No, not with ${theLicences}: ${name} is outside the Nurse Licensure Compact, so you need a ${nameOf(state)} licence.`;
  if (standing === 'enacted') {
    return `Not yet: ${name} enacted the Nurse Licensure Compact but does not honour multistate licences yet, so you need a ${nameOf(state)} licence.`;
  }
  const current = licences.filter((licence) => isLicenceCurrent(licence, day));
  const compactTypes = current.filter((licence) => licence.type === 'RN' || licence.type === 'LPN');
  const why =
    compactTypes.length === 0
      ? current.length > 0
        ? 'none of your current licences is an RN or LPN/VN licence, the only ones the compact covers'
        : 'none of your licences is current'
      : 'your RN and LPN/VN licences are single-state';
  return `No, not with ${theLicences}: ${name} is a compact state, but ${why}. A multistate licence from your home state (if it is a compact state) would cover it; otherwise you need a ${nameOf(state)} licence.`;
}

/** Notes that go with any answer: licences that lapsed, APRN licences, and her moves. */
function notes({ licences, day, moves }: PracticeReach, state: string | null): string[] {
  const lines: string[] = [];
  for (const licence of licences) {
    if (!isLicenceCurrent(licence, day)) {
      const why = licence.status !== 'active' ? `is ${licence.status}` : `expired on ${licence.expiryDate}`;
      lines.push(`Your ${label(licence)} licence from ${nameOf(licence.state)} ${why}, so it covers no state until it is active again.`);
    } else if (licence.type === 'APRN' && licence.state !== state) {
      const where = state ? `as an APRN in ${nameOf(state)} you need a ${nameOf(state)} APRN licence` : 'it covers its own state only';
      lines.push(`Your ${label(licence)} licence from ${nameOf(licence.state)} is outside the compact (APRN licences are): ${where}.`);
    }
  }
  for (const move of moves) lines.push(`You ${move.message}.`);
  return lines;
}

function footer(day: string, source: Exclude<PracticeSource, 'none'>): string {
  const from =
    source === 'wallet'
      ? 'from your wallet'
      : 'from what you declared at onboarding (add your licences on the Wallet screen, Profile then Wallet, so that their dates count too)';
  return `As of ${day}, ${from} and the compact data checked on ${ENLC_RULE.lastChecked}. Check with the state's board of nursing before you start.`;
}

/** Her answer for one state: covered or not, and why. */
function oneState(state: string, reach: PracticeReach, reached: ReadonlyMap<string, PracticeState>, theLicences: string): string {
  const found = reached.get(state);
  if (found?.canPractise) {
    const holding = reach.licences.filter((licence) => found.licenceIds.includes(licence.id));
    const reasons = holding.map((licence) => coverage(licence, state, reach.day));
    return `Yes, you can practise in ${nameOf(state)} (${state}) with ${reasons.join('; and with ')}.`;
  }
  return notCovered(state, reach.licences, reach.day, theLicences);
}

/**
 * The answer for the states she named, or, when she named none, a summary of every state she can
 * practise in. With neither a licence in her wallet nor one declared, she is told where to add them.
 */
export function practiceAnswer(reach: PracticeReach, states: readonly string[]): string {
  const { source, day } = reach;
  if (source === 'none') {
    return `Your wallet has no licences yet, so I can't tell where you can practise. ${WALLET_POINTER}`;
  }
  const theLicences = THE_LICENCES[source];
  const all = reach.states;
  const reached = new Map(all.map((entry) => [entry.state, entry]));
  if (states.length > 0) {
    const answers = states.map((state) => oneState(state, reach, reached, theLicences));
    const extra = notes(reach, states.length === 1 ? states[0] : null);
    return [...answers, ...(extra.length > 0 ? [bullets(extra)] : []), footer(day, source)].join('\n');
  }
  const covered = all.filter((entry) => entry.canPractise).map((entry) => entry.state);
  const pending = all.filter((entry) => !entry.canPractise && compactStanding(entry.state, day) === 'enacted').map((entry) => entry.state);
  const summary =
    covered.length > 0
      ? `With ${theLicences} you can practise in ${covered.length === 1 ? '1 state' : `${covered.length} states`}: ${covered.join(', ')}.`
      : `None of ${theLicences} lets you practise today.`;
  const lines = [
    ...(pending.length > 0 ? [`${pending.join(', ')}: compact enacted, not yet honouring multistate licences.`] : []),
    ...notes(reach, null),
    ...(covered.length > 0 ? ['Any other state needs its own licence.'] : []),
  ];
  return [summary, ...(lines.length > 0 ? [bullets(lines)] : []), footer(day, source)].join('\n');
}
