import { findPatientInformation, patientInformationQuestion } from './patient-information';

describe('findPatientInformation', () => {
  it.each([
    ['MRN 00482913 needs a recheck', ['medical-record-number']],
    ['medical record number: 5512345', ['medical-record-number']],
    ['MR# 778812', ['medical-record-number']],
    ['DOB 04/12/1957, on the 3rd floor', ['date-of-birth']],
    ['date of birth: 1957-04-12', ['date-of-birth']],
    ['born on March 3, 1961', ['date-of-birth']],
    ['her SSN is 123-45-6789', ['social-security-number']],
    ['room 412 bed 2 is asking for you', ['room-and-bed']],
    ['Rm 12B, bed 1', ['room-and-bed']],
    ['bed 3 in room 220 again', ['room-and-bed']],
    ['Mr. Alvarez has sepsis and his pressure is dropping', ['named-patient-diagnosis']],
    ['pt Johnson dx CHF, came back today', ['named-patient-diagnosis']],
    ['My patient Jane was diagnosed last week', ['named-patient-diagnosis']],
    ['Mrs. Chen, DOB 2/2/1940, room 5 bed 1', ['date-of-birth', 'room-and-bed']],
  ])('finds signs in %p', (text, signs) => {
    expect(findPatientInformation(text)).toEqual(signs);
  });

  it.each([
    'Are you going to the sepsis in-service on Friday?',
    'Patient education is my favourite part of the job',
    'I had six patients last night, two with COPD',
    'The interview is in room 4 at 2 pm',
    'Call me at 555-123-4567',
    'The CCRN exam on 04/12/2027 is booked',
    'Ms. Rivera is the new unit manager',
    'My mrn login stopped working',
  ])('passes everyday talk: %p', (text) => {
    expect(findPatientInformation(text)).toEqual([]);
  });
});

describe('patientInformationQuestion', () => {
  it('names each sign seen', () => {
    expect(patientInformationQuestion(['date-of-birth', 'room-and-bed'])).toBe(
      'This message looks like it may hold patient information (a date of birth and a room and bed). Sharing it can put your licence at risk: check that it holds none, then confirm to send it.',
    );
  });
});
