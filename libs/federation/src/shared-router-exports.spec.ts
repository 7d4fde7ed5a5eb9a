import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import contract from './contract.json';

const workspaceRoot = path.join(__dirname, '../../..');

/** The source the builds ship: the shell, every remote, and the libraries they bundle; tests excluded. */
function shippedSourceFolders(): string[] {
  const apps = readdirSync(workspaceRoot).filter((name) => name === 'shell-app' || name.startsWith('mfe-'));
  const libs = readdirSync(path.join(workspaceRoot, 'libs')).map((name) => path.join('libs', name));
  return [...apps, ...libs].map((folder) => path.join(workspaceRoot, folder, 'src'));
}

const isTestFile = (file: string) => /\.spec\.tsx?$/.test(file) || /[/\\](test|testing|test-utils)[/\\]/.test(file);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !isTestFile(file));
}

/** The values a file imports from a package by name (type-only imports are erased, so they do not count). */
function importedValues(file: string, packageName: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const names: string[] = [];
  for (const statement of source.statements) {
    const from =
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
        ? statement.moduleSpecifier.text
        : null;
    if (from !== packageName) continue;
    if (ts.isExportDeclaration(statement)) throw new Error(`${file} re-exports ${packageName}: import the names it uses instead`);
    const clause = (statement as ts.ImportDeclaration).importClause;
    if (!clause || clause.isTypeOnly) continue;
    const bindings = clause.namedBindings;
    if (clause.name || !bindings || !ts.isNamedImports(bindings)) {
      throw new Error(`${file} imports ${packageName} other than by name, so its shared exports cannot be listed`);
    }
    for (const element of bindings.elements) {
      if (!element.isTypeOnly) names.push((element.propertyName ?? element.name).text);
    }
  }
  return names;
}

describe('react-router-dom, shared tree-shaken', () => {
  it('lists exactly the exports the shipped source of the shell, the remotes and their libraries imports', () => {
    const imported = new Set(
      shippedSourceFolders().flatMap((folder) => sourceFiles(folder).flatMap((file) => importedValues(file, 'react-router-dom'))),
    );
    expect(imported.size).toBeGreaterThan(0);
    expect([...contract.treeShakenShared['react-router-dom']].sort()).toEqual([...imported].sort());
  });
});
