import { randomBytes } from 'node:crypto';
import { secretWeakness } from './secret-strength';

describe('secretWeakness', () => {
  it.each([
    ['the output of openssl rand -base64 48', randomBytes(48).toString('base64')],
    ['64 random hex digits', randomBytes(32).toString('hex')],
    ['a long passphrase of words', 'violet harbour tram ninety quietly brass lantern orbit'],
  ])('accepts %s', (_label, value) => {
    expect(secretWeakness(value)).toBeUndefined();
  });

  it.each([
    ['the placeholder docker-compose.yml shipped', 'change-this-to-at-least-32-random-characters', /placeholder/],
    ['a "replace me" note', 'REPLACE_ME_with_a_long_random_string_1234', /placeholder/],
    ['an example value', 'example-session-secret-for-the-documentation', /placeholder/],
    ['a short value', 'Xk3#pQ9!', /at least 32 characters/],
    ['one character repeated', 'a'.repeat(64), /too little variety/],
    ['a short chunk repeated', 'abc123'.repeat(8), /too little variety/],
    ['a run of consecutive characters', 'abcdefghijklmnopqrstuvwxyz0123456789', /too little variety/],
  ])('refuses %s', (_label, value, problem) => {
    expect(secretWeakness(value)).toMatch(problem);
  });
});
