import ts from 'typescript';

/**
 * What a source file says about message ids and the modules it loads, read with the TypeScript
 * parser (for the catalogue tests; no bundle imports this). A shop id has an area prefix
 * (shop.filters, category.all-road), so every string literal of that shape whose first word is
 * the area of some catalogue key counts, wherever it stands: `t('…')`, `formatMessage({ id: '…' })`,
 * `<FormattedMessage id="…">`, `titleKey: '…'`, a form's label map (phone: account.phone)
 * or a helper's argument (the content pages' cms(slug, titleKey)). Reading every literal rather
 * than known call shapes is what lets a test catch an id no catalogue has: a call shape nobody
 * listed would otherwise hide it. Comments are not code, so ids quoted in them do not count (the
 * examples here go unquoted all the same: messages.spec.ts's older check reads comments).
 */
export interface SourceFacts {
  /** Literal ids (shop.filters); also an id prefix handed to a helper (jobs.error): see isPrefixOf. */
  literals: string[];
  /** Ids built at run time, as the template's text without backticks: 'shop.categories.${c}'. */
  templates: string[];
  /** Relative modules loaded at run time: imports, re-exports and import(); not `import type` nor `typeof import(…)`. */
  imports: string[];
}

/** shop.categories.all, codes.BIKE_FETCH_ERROR, category.e-bikes: a lowerCamel area, then dot-separated words. */
export const MESSAGE_ID_SHAPE = /^[a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9_-]+)+$/;

/** The area of an id: shop for shop.categories.all. */
export const areaOf = (id: string) => id.slice(0, id.indexOf('.'));

/**
 * Literal and template ids in a source text whose area is one of `areas` (the first words of the
 * catalogues' keys), so 'e.g.', 'example.com' or './shop-page' are not taken for ids, and the
 * relative modules it loads. With `exportName`, only what that export needs: the top-level
 * statements it reaches through the names they use, the statements declaring nothing (they run on
 * load) and the imports whose names those use; so a page module exporting two pages
 * (jobs-page.tsx: the list and one job) answers for each page apart.
 */
export function readSource(source: string, areas: ReadonlySet<string>, fileName = 'source.tsx', exportName?: string): SourceFacts {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, fileName.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.TSX);
  const literals = new Set<string>();
  const templates = new Set<string>();
  const imports = new Set<string>();
  const isId = (text: string) => MESSAGE_ID_SHAPE.test(text) && areas.has(areaOf(text));
  const relative = (node: ts.Node | undefined) => {
    if (node && ts.isStringLiteral(node) && /^\.{1,2}\//.test(node.text)) imports.add(node.text);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) {
      if (!node.importClause?.isTypeOnly) relative(node.moduleSpecifier);
      return;
    }
    if (ts.isExportDeclaration(node)) {
      if (!node.isTypeOnly) relative(node.moduleSpecifier);
      return;
    }
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) relative(node.arguments[0]);
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && isId(node.text)) literals.add(node.text);
    if (ts.isTemplateExpression(node)) {
      const text = node.getText(file).slice(1, -1);
      // The holes stand for id words: the shape is checked with one in their place.
      if (isId(templateWithHoles(node, 'x'))) templates.add(text);
    }
    ts.forEachChild(node, visit);
  };
  for (const statement of exportName === undefined ? file.statements : statementsOf(file, exportName)) visit(statement);
  return { literals: [...literals], templates: [...templates], imports: [...imports] };
}

/** The names a top-level statement declares ('default' for `export default`). */
function declaredNames(statement: ts.Statement): string[] {
  const exportsDefault = ts.canHaveModifiers(statement) && ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);
  if (ts.isExportAssignment(statement)) return ['default'];
  if (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) return [...(statement.name ? [statement.name.text] : []), ...(exportsDefault ? ['default'] : [])];
  if (ts.isVariableStatement(statement)) {
    const names: string[] = [];
    const bind = (name: ts.BindingName): void => {
      if (ts.isIdentifier(name)) names.push(name.text);
      else for (const element of name.elements) if (!ts.isOmittedExpression(element)) bind(element.name);
    };
    for (const declaration of statement.declarationList.declarations) bind(declaration.name);
    return names;
  }
  if (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement) || ts.isEnumDeclaration(statement) || ts.isModuleDeclaration(statement)) return [statement.name.text];
  return [];
}

/** The local names of an import's bindings (none for `import type` and `import './styles.css'`). */
function importedNames(statement: ts.ImportDeclaration): string[] {
  const clause = statement.importClause;
  if (!clause || clause.isTypeOnly) return [];
  const bindings = clause.namedBindings;
  return [
    ...(clause.name ? [clause.name.text] : []),
    ...(bindings && ts.isNamespaceImport(bindings) ? [bindings.name.text] : []),
    ...(bindings && ts.isNamedImports(bindings) ? bindings.elements.filter((e) => !e.isTypeOnly).map((e) => e.name.text) : []),
  ];
}

/** The top-level statements an export needs (see readSource). */
function statementsOf(file: ts.SourceFile, exportName: string): ts.Statement[] {
  const byName = new Map<string, ts.Statement[]>();
  const kept = new Set<ts.Statement>();
  for (const statement of file.statements) {
    const names = ts.isImportDeclaration(statement) ? importedNames(statement) : declaredNames(statement);
    for (const name of names) byName.set(name, [...(byName.get(name) ?? []), statement]);
    // Statements that declare nothing run when the module loads: side-effect imports, calls, re-exports.
    const bindsNothing = ts.isImportDeclaration(statement) ? !statement.importClause : names.length === 0;
    if (bindsNothing) kept.add(statement);
  }
  const queue = [...kept, ...(byName.get(exportName) ?? [])];
  while (queue.length > 0) {
    const statement = queue.pop()!;
    kept.add(statement);
    const uses = (node: ts.Node): void => {
      if (ts.isIdentifier(node)) for (const s of byName.get(node.text) ?? []) if (!kept.has(s) && !queue.includes(s)) queue.push(s);
      ts.forEachChild(node, uses);
    };
    if (!ts.isImportDeclaration(statement)) uses(statement);
  }
  return file.statements.filter((s) => kept.has(s));
}

function templateWithHoles(node: ts.TemplateExpression, hole: string): string {
  return node.head.text + node.templateSpans.map((span) => hole + span.literal.text).join('');
}

const HOLE = /\$\{(?:[^{}]|\{[^{}]*\})*\}/g;

/** The ids a template can build: every `${…}` stands for one or more id characters. */
export function templatePattern(template: string): RegExp {
  const parts = template.split(HOLE).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('[A-Za-z0-9_.-]+')}$`);
}

/** Whether `literal` is the start of some ids (jobs.error of jobs.error.tooMany), as helpers that add a code take it. */
export function isPrefixOf(literal: string, ids: Iterable<string>): boolean {
  for (const id of ids) if (id.startsWith(`${literal}.`)) return true;
  return false;
}
