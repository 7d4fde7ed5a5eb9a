import type { PersonalDataFileDescription } from './personal-data-contributor';

/** A section of the archive as README.txt lists it. */
export interface ReadmeSection {
  name: string;
  files: readonly PersonalDataFileDescription[];
}

export const README_FILE = 'README.txt';

/**
 * The archive's README.txt: when it was made, how to read it, and every file each section may
 * hold. Sections and their files are listed in the order given (the registry sorts sections by name).
 */
export function personalDataReadme(preparedAt: Date, sections: readonly ReadmeSection[]): string {
  const lines = [
    'Nurse Career Network: your data',
    '',
    `Prepared on ${preparedAt.toISOString()} (UTC).`,
    '',
    'This archive is a copy of what Nurse Career Network holds about you. Each folder is one part of the',
    'product; the .json files can be opened with any text editor, and the documents and pictures you uploaded',
    'are stored beside them with their own bytes. Dates and times are in UTC (ISO 8601). A folder or file',
    'is left out when you have nothing of that kind.',
    '',
    `${README_FILE}: this file.`,
  ];
  for (const section of sections) {
    lines.push('', `${section.name}/`);
    for (const file of section.files) lines.push(`  ${section.name}/${file.path}: ${file.description}`);
  }
  return `${lines.join('\n')}\n`;
}
