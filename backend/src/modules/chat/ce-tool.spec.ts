import { stateCeRequirement } from '@nurse/catalogue';
import { ceTool } from './ce-tool';

describe('the CE requirements tool', () => {
  it('gives the model each named state’s rule with the built-in answer, reading names and codes', async () => {
    const result = (await ceTool().run({ states: ['Texas', 'mo', 'Atlantis'], licenceTypes: ['RN', 'XYZ'] })) as Record<string, unknown>;
    expect(result['rules']).toEqual([
      { state: 'TX', licenceType: 'RN', rule: stateCeRequirement('TX', 'RN') },
      { state: 'MO', licenceType: 'RN', rule: stateCeRequirement('MO', 'RN') },
    ]);
    expect(result['answer']).toMatch(/^• Texas, RN: 20 contact hours[\s\S]*\n• Missouri, RN: the board requires no CE hours/);
    expect(result['unrecognised']).toEqual(['Atlantis']);
  });
});
