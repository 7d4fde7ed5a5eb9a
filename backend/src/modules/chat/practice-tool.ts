import { compactStanding, ENLC_RULE } from '@nurse/catalogue';
import type { ModelTool } from '../../language-model/language-model';
import type { PracticeReach } from '../credentials/practice/practice-reach';
import { practiceAnswer } from './engine/practice-answer';
import { stateArgument } from './engine/practice-question';

/** At most this many states are judged in one call; a model asking about more is answered for the first ones. */
const STATES_MAX = 10;

/** The states a tool call names, each read as a name or code ('Florida', 'fl'); the rest handed back as not understood. */
function statesArgument(args: Record<string, unknown>): { states: string[]; unrecognised: string[] } {
  const given = (Array.isArray(args['states']) ? args['states'] : []).filter((value): value is string => typeof value === 'string');
  const states: string[] = [];
  const unrecognised: string[] = [];
  for (const value of given) {
    const code = stateArgument(value);
    if (code === null) unrecognised.push(value.slice(0, 40));
    else if (!states.includes(code)) states.push(code);
  }
  return { states: states.slice(0, STATES_MAX), unrecognised };
}

/**
 * The tool through which a language model answers "can I work in Florida?" for the asking nurse: where
 * she may practise (her wallet's licences, or what she declared while it holds none; read for her by the
 * caller, never by an argument) through the compact rule. It gives the built-in engine's answer text and
 * the facts behind it, with no licence number or id.
 */
export function practiceTool(practice: () => Promise<PracticeReach>): ModelTool {
  return {
    name: 'where_can_i_practise',
    description:
      'Whether the asking nurse’s own licences (from her wallet, or those she declared at onboarding while her wallet holds none) let her practise in the given US states today, and why: ' +
      'a multistate licence from her home state, a state’s place in the Nurse Licensure Compact, APRN licences being outside it, ' +
      'a lapsed licence, or a recorded move and its 60 days to apply. An empty list asks for every state her licences reach.',
    parameters: {
      type: 'object',
      properties: {
        states: {
          type: 'array',
          items: { type: 'string' },
          description: 'US states by name or two-letter code, as she wrote them; empty for every state',
        },
      },
      required: ['states'],
    },
    run: async (args) => {
      const { states, unrecognised } = statesArgument(args);
      const reach = await practice();
      const { day, states: all } = reach;
      const judged = states.length > 0 ? states : all.map((entry) => entry.state);
      return {
        day,
        compactDataCheckedOn: ENLC_RULE.lastChecked,
        licencesFrom: reach.source,
        answer: practiceAnswer(reach, states),
        states: judged.map((state) => {
          const found = all.find((entry) => entry.state === state);
          return {
            state,
            compact: compactStanding(state, day),
            canPractise: found?.canPractise ?? false,
            reasons: found ? [...found.reasons] : [],
          };
        }),
        moves: reach.moves.map((move) => move.message),
        ...(unrecognised.length > 0 ? { unrecognised } : {}),
      };
    },
  };
}
