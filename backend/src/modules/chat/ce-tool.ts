import { CE_LICENCE_TYPES, stateCeRequirement, type CeLicenceType } from '@nurse/catalogue';
import type { ModelTool } from '../../language-model/language-model';
import { ceHoursAnswer } from './engine/ce-answer';
import { stateArgument } from './engine/practice-question';

/** At most this many states are answered in one call. */
const STATES_MAX = 10;

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/**
 * The tool through which a language model answers "How many CE hours do I need in Texas?": the board's
 * rule for each state and licence type from the product's CE data (hours, cycle, topics, exemption,
 * alternatives, source and the day it was checked), with the built-in engine's answer text. A board
 * requiring none, or whose rule is unknown, comes back as such with the reason.
 */
export function ceTool(): ModelTool {
  return {
    name: 'ce_requirements',
    description:
      'The continuing-education (CE) hours a US state’s board of nursing requires to renew a licence, from the product’s sourced and dated data: ' +
      'hours per cycle, the cycle, mandatory topics and how often they recur, any first-renewal exemption, accepted alternatives, ' +
      'the source and the day it was checked; or that the board requires none, or that its rule is unknown and why.',
    parameters: {
      type: 'object',
      properties: {
        states: { type: 'array', items: { type: 'string' }, description: 'US states by name or two-letter code' },
        licenceTypes: {
          type: 'array',
          items: { type: 'string', enum: [...CE_LICENCE_TYPES] },
          description: 'RN, LPN (also LVN) or APRN; RN when empty',
        },
      },
      required: ['states'],
    },
    run: async (args) => {
      const given = strings(args['states']);
      const states = [...new Set(given.map(stateArgument).filter((code): code is string => code !== null))].slice(0, STATES_MAX);
      const types = strings(args['licenceTypes']).filter((type): type is CeLicenceType =>
        (CE_LICENCE_TYPES as readonly string[]).includes(type),
      );
      const asked = types.length > 0 ? types : (['RN'] as CeLicenceType[]);
      return {
        answer: ceHoursAnswer(states, asked),
        rules: states.flatMap((state) => asked.map((type) => ({ state, licenceType: type, rule: stateCeRequirement(state, type) }))),
        ...(states.length < given.length
          ? { unrecognised: given.filter((value) => stateArgument(value) === null).map((v) => v.slice(0, 40)) }
          : {}),
      };
    },
  };
}
