import { specialtiesMentioned } from './specialty-mentions';

describe('specialtiesMentioned', () => {
  it.each([
    ['How do I get into oncology?', ['Oncology']],
    ['I want to work in the intensive care unit', ['ICU']],
    ['what about pediatirc nursing', ['Pediatrics']],
    ['Is oncolgy a good fit for me?', ['Oncology']],
    ['Tell me about L&D', ['Labor & Delivery']],
    ['Compare the ER and the ICU', ['Emergency Medicine', 'ICU']],
    ['Any jobs in labor and delivery or NICU?', ['Labor & Delivery', 'NICU']],
    ['I love cardiolgy', ['Cardiology']],
    ['How is nursing health care these days?', []],
    ['hello there', []],
    ['Should I work in the OR or on a ward?', ['Operating Room']],
  ])('%s', (question, expected) => {
    expect(specialtiesMentioned(question)).toEqual(expected);
  });
});
