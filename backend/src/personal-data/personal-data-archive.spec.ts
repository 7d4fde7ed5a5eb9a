import { Readable, Writable } from 'node:stream';
import { zipEntries } from '../../test/support/zip-entries';
import type { PersonalDataContributor, PersonalDataSection } from './personal-data-contributor';
import { archiveFileName, writePersonalDataArchive } from './personal-data-archive';
import { personalDataReadme } from './personal-data-readme';
import { PersonalDataRegistry } from './personal-data.registry';

const PREPARED_AT = new Date('2026-03-04T05:06:07.000Z');

function contributor(
  name: string,
  collect: (userId: number, archive: PersonalDataSection) => Promise<void>,
  files = [{ path: `${name}.json`, description: `her ${name}` }],
): PersonalDataContributor {
  return { name, describe: () => files, collect, erase: async () => undefined };
}

async function archiveOf(contributors: PersonalDataContributor[], userId = 7): Promise<{ bytes: Buffer; length: number }> {
  const chunks: Buffer[] = [];
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  const length = await writePersonalDataArchive(userId, contributors, output, PREPARED_AT);
  return { bytes: Buffer.concat(chunks), length };
}

describe('the archive README', () => {
  it('says when it was prepared and lists every section’s files under its folder, in order', () => {
    const readme = personalDataReadme(PREPARED_AT, [
      { name: 'messages', files: [{ path: 'conversations.json', description: 'your conversations' }] },
      {
        name: 'profile',
        files: [
          { path: 'profile.json', description: 'your profile' },
          { path: 'photo.*', description: 'your photo' },
        ],
      },
    ]);
    expect(readme).toContain('Prepared on 2026-03-04T05:06:07.000Z (UTC).');
    expect(readme).toContain('README.txt: this file.');
    const listed = readme.split('\n').filter((line) => line.startsWith('  '));
    expect(listed).toEqual([
      '  messages/conversations.json: your conversations',
      '  profile/profile.json: your profile',
      '  profile/photo.*: your photo',
    ]);
    expect(readme.indexOf('messages/\n')).toBeLessThan(readme.indexOf('profile/\n'));
  });
});

describe('writing the archive', () => {
  it('puts each section’s files in its own folder, its files’ bytes unchanged, and README.txt last', async () => {
    const document = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0x10]);
    const { bytes, length } = await archiveOf([
      contributor('profile', async (userId, archive) => {
        await archive.json('profile.json', { id: userId, name: 'Mary' });
        await archive.file('resume/cv.pdf', Readable.from([document]));
      }),
      contributor('wallet', async (_userId, archive) => archive.file('licences/1-card.pdf', document)),
    ]);
    expect(length).toBe(bytes.length);
    const entries = zipEntries(bytes);
    expect([...entries.keys()]).toEqual(['profile/profile.json', 'profile/resume/cv.pdf', 'wallet/licences/1-card.pdf', 'README.txt']);
    expect(JSON.parse(entries.get('profile/profile.json')!.toString())).toEqual({ id: 7, name: 'Mary' });
    expect(entries.get('profile/resume/cv.pdf')).toEqual(document);
    expect(entries.get('wallet/licences/1-card.pdf')).toEqual(document);
    expect(entries.get('README.txt')!.toString()).toContain('  wallet/wallet.json: her wallet');
  });

  it('holds only the README when no section has anything', async () => {
    const entries = zipEntries((await archiveOf([contributor('empty', async () => undefined)])).bytes);
    expect([...entries.keys()]).toEqual(['README.txt']);
  });

  it.each(['../escape.json', '/root.json', 'a/../../b', 'a//b', 'naïve.json', ''])(
    'refuses a section path that is not a plain relative path: %j',
    async (path) => {
      await expect(archiveOf([contributor('bad', (_userId, archive) => archive.json(path, {}))])).rejects.toThrow('unsafe path');
    },
  );

  it('fails when a section fails, so that the job is tried again', async () => {
    const failing = contributor('broken', async () => {
      throw new Error('the database went away');
    });
    await expect(archiveOf([failing])).rejects.toThrow('the database went away');
  });
});

describe('file names inside the archive', () => {
  it.each([
    ['My RN licence (2024).pdf', 'My-RN-licence-2024.pdf'],
    ['Résumé.pdf', 'Resume.pdf'],
    ['../../etc/passwd', 'etc-passwd'],
    ['...', 'fallback.pdf'],
    ['', 'fallback.pdf'],
  ])('makes %j safe as %j', (name, safe) => {
    expect(archiveFileName(name, 'fallback.pdf')).toBe(safe);
  });
});

describe('the registry', () => {
  it('lists its contributors by section name, and refuses a name twice or one that is not a folder name', () => {
    const registry = new PersonalDataRegistry();
    registry.register(contributor('wallet', async () => undefined));
    registry.register(contributor('messages', async () => undefined));
    expect(registry.contributors().map((c) => c.name)).toEqual(['messages', 'wallet']);
    expect(() => registry.register(contributor('wallet', async () => undefined))).toThrow('registered twice');
    expect(() => registry.register(contributor('My Files', async () => undefined))).toThrow('not a lower-case folder name');
  });
});
