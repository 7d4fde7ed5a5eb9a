import { declaredFromLists, licensureLists, notYetInWallet, profileLicensure, type LicensureEntry } from './profile-licensure';

const licence = (type: string, state: string, multistate = false): LicensureEntry => ({ type, state, multistate });
const lists = (licensureTypes: string[], states: string[], enlcStates: string[] = []) => ({ licensureTypes, states, enlcStates });

describe('profileLicensure', () => {
  it('lists the types in the catalogue order, the states in the order of the entries and the multistate ones', () => {
    expect(profileLicensure([licence('LPN', 'OH'), licence('RN', 'TX', true), licence('RN', 'OH'), licence('Student', '')])).toEqual({
      licensureType: 'RN,LPN,Student',
      selectedStates: 'OH,TX',
      eNLCStates: 'TX',
    });
  });

  it('gives empty fields for an empty wallet and skips entries without a type or state', () => {
    expect(profileLicensure([])).toEqual({ licensureType: '', selectedStates: '', eNLCStates: '' });
    expect(profileLicensure([licence('', 'FL', true)])).toEqual({ licensureType: '', selectedStates: 'FL', eNLCStates: 'FL' });
  });
});

describe('declaredFromLists', () => {
  it('gives each state her first type, multistate with that state as residence where marked and eligible', () => {
    expect(declaredFromLists(lists(['APRN', 'RN'], ['tx', 'CA', 'TX', 'ZZ'], ['TX', 'CA']))).toEqual([
      { type: 'RN', state: 'TX', multistate: true, residenceState: 'TX' },
      { type: 'RN', state: 'CA', multistate: false, residenceState: null },
      { type: 'APRN', state: '', multistate: false, residenceState: null },
    ]);
  });

  it('declares types without states, and states without a type', () => {
    expect(declaredFromLists(lists(['Student', 'CNA'], []))).toEqual([
      { type: 'CNA', state: '', multistate: false, residenceState: null },
      { type: 'Student', state: '', multistate: false, residenceState: null },
    ]);
    expect(declaredFromLists(lists([], ['OH']))).toEqual([{ type: '', state: 'OH', multistate: false, residenceState: null }]);
  });

  it('leaves out the types and states the wallet already holds', () => {
    const held = [licence('RN', 'OH'), licence('LPN', 'KY')];
    expect(declaredFromLists(lists(['RN', 'LPN', 'CNA'], ['OH', 'IN']), held)).toEqual([
      { type: 'RN', state: 'IN', multistate: false, residenceState: null },
      { type: 'CNA', state: '', multistate: false, residenceState: null },
    ]);
  });

  it('adds nothing for the wallet view of the wallet itself', () => {
    const wallet = [licence('LPN', 'CA'), licence('RN', 'OH', true), licence('APRN', '')];
    expect(declaredFromLists(licensureLists(profileLicensure(wallet)), wallet)).toEqual([]);
  });

  it('keeps the profile lists as they were through a round trip into an empty wallet', () => {
    const typed = { licensureType: 'RN,LPN,APRN', selectedStates: 'TX,CA,FL', eNLCStates: 'TX,FL' };
    expect(profileLicensure(declaredFromLists(licensureLists(typed)))).toEqual(typed);
  });
});

describe('notYetInWallet', () => {
  it('drops a declaration a complete licence of the same type and state stands for', () => {
    const declared = [
      { type: 'RN', state: 'TX', multistate: true, residenceState: 'TX' },
      { type: 'RN', state: 'CA', multistate: false, residenceState: null },
      { type: 'LPN', state: '', multistate: false, residenceState: null },
      { type: '', state: 'OH', multistate: false, residenceState: null },
    ];
    expect(notYetInWallet(declared, [licence('RN', 'TX', true), licence('LPN', 'KY'), licence('CNA', 'OH')])).toEqual([declared[1]]);
  });
});
