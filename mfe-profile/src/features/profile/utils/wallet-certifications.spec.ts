import { declaredFromTicks, walletCertificationNames } from './wallet-certifications';

describe('walletCertificationNames', () => {
  it('spells a listed certification as the catalogue does and keeps her own names as typed', () => {
    expect(walletCertificationNames([{ name: 'acls' }, { name: 'BLS' }, { name: ' Wound care ' }])).toEqual(
      new Set(['ACLS', 'BLS', 'Wound care']),
    );
  });
});

describe('declaredFromTicks', () => {
  it('keeps what she ticked and declared, and leaves out what only the wallet ticked', () => {
    const held = new Set(['ACLS', 'BLS']);
    expect(declaredFromTicks(['ACLS', 'BLS', 'PALS'], ['BLS'], held)).toEqual(['BLS', 'PALS']);
  });
});
