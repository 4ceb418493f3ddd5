// The import graph of app/ as TypeScript resolves it (`~/` paths, relative paths, type-only imports included), and
// the circles in it: an import circle ties modules together even when it carries only types (decision 041).
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

export type ImportGraph = Map<string, string[]>;

/** Every .ts/.tsx file under `dir`. */
export function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Each file of app/ with the files of app/ it imports, by path relative to `root`. */
export function importGraph(root: string): ImportGraph {
  const appDir = path.join(root, "app");
  const config = ts.parseJsonConfigFileContent(
    ts.readConfigFile(path.join(root, "tsconfig.json"), ts.sys.readFile).config,
    ts.sys,
    root,
  );
  const graph: ImportGraph = new Map();
  for (const file of sourceFiles(appDir)) {
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, "utf8"), true, true);
    const targets = importedFiles
      .map(({ fileName }) => ts.resolveModuleName(fileName, file, config.options, ts.sys).resolvedModule)
      .filter((resolved) => resolved && !resolved.isExternalLibraryImport)
      .map((resolved) => resolved!.resolvedFileName)
      .filter((target) => target.startsWith(appDir + path.sep));
    graph.set(
      path.relative(root, file),
      targets.map((target) => path.relative(root, target)),
    );
  }
  return graph;
}

/** The circles of a graph: its strongly connected parts of more than one module, or a module importing itself. */
export function importCircles(graph: ImportGraph): string[][] {
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (node: string) => {
    order.set(node, order.size);
    low.set(node, order.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, order.get(next)!));
    }
    if (low.get(node) !== order.get(node)) return;
    const part: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      part.push(member);
    } while (member !== node);
    if (part.length > 1 || (graph.get(node) ?? []).includes(node)) circles.push(part.sort());
  };
  for (const node of graph.keys()) if (!order.has(node)) visit(node);
  return circles;
}
