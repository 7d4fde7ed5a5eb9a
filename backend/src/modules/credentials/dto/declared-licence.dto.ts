import { ApiProperty } from '@nestjs/swagger';

/** A licence she named on onboarding or the profile, without number and dates, until she completes it in the wallet. */
export class DeclaredLicenceDto {
  @ApiProperty() id: number;
  @ApiProperty({ description: "A licensure type (RN, LPN, CNA, APRN, Student); '' when she named a state only", example: 'RN' })
  type: string;
  @ApiProperty({ description: "The state's code; '' when she named a type only", example: 'TX' })
  state: string;
  @ApiProperty() multistate: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'Her primary state of residence, for a multistate licence' })
  residenceState: string | null;
}

export class DeclaredLicenceListDto {
  @ApiProperty({ type: [DeclaredLicenceDto] }) items: DeclaredLicenceDto[];
}
