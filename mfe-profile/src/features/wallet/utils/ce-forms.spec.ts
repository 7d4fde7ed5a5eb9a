import { CE_TOPICS } from '@nurse/catalogue';
import {
  asFieldRefusal,
  CE_ACTIVITY_WORDING,
  CE_REQUIREMENT_WORDING,
  ceActivityFormValues,
  ceActivityRequest,
  ceRequirementFormValues,
  ceRequirementRequest,
  EMPTY_CE_ACTIVITY,
  parseHours,
  toggleTopic,
} from './ce-forms';

describe('parseHours', () => {
  it('reads a decimal point or comma and leaves anything else for the server to refuse', () => {
    expect(parseHours(' 1.5 ')).toBe(1.5);
    expect(parseHours('2,25')).toBe(2.25);
    expect(parseHours('')).toBe(0);
    expect(parseHours('two')).toBeNaN();
  });
});

describe('ceActivityRequest', () => {
  it('trims the texts and sends the hours as a number, without the certificate', () => {
    const certificate = new File(['%PDF'], 'cert.pdf', { type: 'application/pdf' });
    expect(
      ceActivityRequest({
        ...EMPTY_CE_ACTIVITY,
        title: ' HIV/AIDS update ',
        provider: ' CE Broker ',
        completedOn: '2026-03-14',
        hours: '2',
        topics: ['hiv-aids'],
        document: certificate,
      }),
    ).toEqual({ title: 'HIV/AIDS update', provider: 'CE Broker', completedOn: '2026-03-14', hours: 2, topics: ['hiv-aids'] });
  });

  it('starts an edit from the stored activity, with no new certificate', () => {
    expect(
      ceActivityFormValues({
        id: 4,
        title: 'Ethics',
        provider: 'ANA',
        completedOn: '2026-01-02',
        hours: 1.5,
        topics: ['ethics'],
        document: { name: 'ethics.pdf', url: '/api/credentials/ce-activities/4/document' },
      }),
    ).toEqual({ title: 'Ethics', provider: 'ANA', completedOn: '2026-01-02', hours: '1.5', topics: ['ethics'], document: null });
  });
});

describe('toggleTopic', () => {
  it('adds and removes a topic, keeping the order of the closed list', () => {
    expect(toggleTopic(['ethics'], 'hiv-aids', true, CE_TOPICS)).toEqual(['hiv-aids', 'ethics']);
    expect(toggleTopic(['hiv-aids', 'ethics'], 'hiv-aids', false, CE_TOPICS)).toEqual(['ethics']);
    expect(toggleTopic(['ethics'], 'ethics', true, CE_TOPICS)).toEqual(['ethics']);
  });
});

describe('ceRequirementFormValues and ceRequirementRequest', () => {
  const licence = { issueDate: '2025-02-01', expiryDate: '2027-01-31' };

  it('offers the licence term as the cycle of a new requirement', () => {
    expect(ceRequirementFormValues(undefined, licence)).toEqual({
      hours: '',
      cycleStart: '2025-02-01',
      cycleEnd: '2027-01-31',
      topics: [],
    });
  });

  it('starts from her requirement and sends it back with numbers, leaving out empty topic rows', () => {
    const values = ceRequirementFormValues(
      { licenceId: 3, hours: 30, cycleStart: '2025-01-01', cycleEnd: '2026-12-31', topics: [{ topic: 'ethics', hours: 2 }] },
      licence,
    );
    expect(values).toEqual({ hours: '30', cycleStart: '2025-01-01', cycleEnd: '2026-12-31', topics: [{ topic: 'ethics', hours: '2' }] });
    expect(ceRequirementRequest({ ...values, topics: [...values.topics, { topic: null, hours: ' ' }] })).toEqual({
      hours: 30,
      cycleStart: '2025-01-01',
      cycleEnd: '2026-12-31',
      topics: [{ topic: 'ethics', hours: 2 }],
    });
  });
});

describe('asFieldRefusal', () => {
  it('names the field for a refusal that names none, so the form shows it beside that field', () => {
    const refused = { status: 400, data: { statusCode: 400, message: 'Upload a PDF, PNG or JPEG' } };
    expect(asFieldRefusal(refused, 'document')).toEqual({
      status: 400,
      data: {
        statusCode: 400,
        message: 'Upload a PDF, PNG or JPEG',
        errors: [{ field: 'document', message: 'Upload a PDF, PNG or JPEG' }],
      },
    });
  });

  it('leaves a refusal that names its fields, and a failure with no message, as they are', () => {
    const named = { status: 400, data: { message: 'x', errors: [{ field: 'title', message: 'x' }] } };
    expect(asFieldRefusal(named, 'document')).toBe(named);
    const dropped = { status: 'FETCH_ERROR', error: 'offline' };
    expect(asFieldRefusal(dropped, 'document')).toBe(dropped);
  });
});

describe('the CE forms’ wording', () => {
  it('asks for a date left empty in the date field’s words, and keeps the server’s message about a date given', () => {
    expect(CE_ACTIVITY_WORDING.completedOn!('Use a calendar date as YYYY-MM-DD, e.g. 2027-01-31', EMPTY_CE_ACTIVITY)).toBe(
      'Choose a date from the calendar, or type it in full',
    );
    const given = { hours: '30', cycleStart: '2026-01-01', cycleEnd: '2025-01-01', topics: [] };
    expect(CE_REQUIREMENT_WORDING.cycleEnd!('The cycle must end after it starts', given)).toBe('The cycle must end after it starts');
  });
});
