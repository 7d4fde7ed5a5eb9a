import { choosableConnections } from './choosable-connections';

const people = [
  { id: 3, name: 'Cleo Lane' },
  { id: 2, name: 'Bea Hart' },
  { id: 4, name: 'Ana Bell' },
];

describe('choosableConnections', () => {
  it('leaves out the members, sorted by name', () => {
    expect(choosableConnections(people, [3], '').map((person) => person.id)).toEqual([4, 2]);
  });
  it('keeps the names holding the filter, in any case', () => {
    expect(choosableConnections(people, [], ' be').map((person) => person.name)).toEqual(['Ana Bell', 'Bea Hart']);
  });
});
