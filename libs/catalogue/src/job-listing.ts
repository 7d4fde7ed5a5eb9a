/** A job listing as the product shows it, in the job board's field names (`JobID`, `PayRate`, ...), as the API answers them. */
export interface JobListing {
  JobID: string;
  JobTitle: string;
  Specialty: string;
  Employer: string;
  Location: string;
  WorkType: 'Full-time' | 'Part-time';
  ShiftSchedule: string;
  PayRate: string;
  PayType: 'Hourly' | 'Annually';
  ExperienceRequiredYears: number;
  EducationRequired: string;
  LicenseCertification1: string;
  LicenseCertification2: string;
  JobDescription: string;
  Responsibilities: string;
  Qualifications: string;
  RemoteHybridInPerson: 'In-person' | 'Hybrid';
  Benefits: string;
  /** ISO date. */
  DatePosted: string;
  ApplicationLink: string;
}
