// Reads a Dockerfile into stages of instructions, so scripts/deploy-check.mjs can perform the runtime stage's
// own steps instead of a copy of them that could drift. Only the syntax the project's Dockerfile uses.

/** Joins continued lines, drops comments and blank lines: one entry per instruction. */
function logicalLines(text) {
  const lines = [];
  let current = '';
  for (const raw of text.split('\n')) {
    const line = raw.trimEnd();
    if (!current && /^\s*(#|$)/.test(line)) continue;
    if (current && /^\s*#/.test(line)) continue; // a comment inside a continued instruction
    if (line.endsWith('\\')) {
      current += `${line.slice(0, -1).trim()} `;
      continue;
    }
    lines.push((current + line.trim()).trim());
    current = '';
  }
  if (current.trim()) lines.push(current.trim());
  return lines;
}

/** `KEY=value OTHER="two words"` (or the legacy `KEY value`) → { KEY: 'value', OTHER: 'two words' }. */
export function parseEnv(args) {
  if (!/^[A-Za-z_][A-Za-z0-9_]*=/.test(args)) {
    const [key, ...rest] = args.split(/\s+/);
    return { [key]: rest.join(' ') };
  }
  const env = {};
  for (const m of args.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=("(?:[^"\\]|\\.)*"|\S*)/g)) {
    env[m[1]] = m[2].startsWith('"') ? JSON.parse(m[2]) : m[2];
  }
  return env;
}

/** An exec-form command (`["node", "x.js"]`); shell form is refused: the signal would reach a shell. */
export function parseExec(args, what) {
  try {
    const argv = JSON.parse(args);
    if (Array.isArray(argv) && argv.length && argv.every((a) => typeof a === 'string')) return argv;
  } catch {
    // reported below
  }
  throw new Error(`${what} must be in exec form (["node", …]): ${args}`);
}

/** `COPY [--from=stage] [--chown=…] src… dest` → { from, sources, dest }. */
export function parseCopy(args) {
  const words = args.split(/\s+/);
  let from = null;
  while (words[0]?.startsWith('--')) {
    const flag = words.shift();
    if (flag.startsWith('--from=')) from = flag.slice('--from='.length);
  }
  const dest = words.pop();
  if (!words.length || !dest) throw new Error(`COPY needs a source and a destination: ${args}`);
  return { from, sources: words, dest };
}

/** HEALTHCHECK [--option=value …] CMD [exec] → { options, argv }. */
export function parseHealthcheck(args) {
  const m = /^((?:--[a-z-]+=\S+\s+)*)CMD\s+(.*)$/.exec(args);
  if (!m) throw new Error(`HEALTHCHECK must be "[options] CMD [exec form]": ${args}`);
  const options = Object.fromEntries([...m[1].matchAll(/--([a-z-]+)=(\S+)/g)].map((o) => [o[1], o[2]]));
  return { options, argv: parseExec(m[2], 'HEALTHCHECK CMD') };
}

/** The stages in order: { name, base, instructions: [{ op, args }] }. */
export function parseDockerfile(text) {
  const stages = [];
  const globalArgs = {};
  for (const line of logicalLines(text)) {
    const m = /^([A-Za-z]+)\s+(.*)$/.exec(line);
    if (!m) throw new Error(`cannot read the Dockerfile line: ${line}`);
    const op = m[1].toUpperCase();
    const args = m[2];
    if (op === 'FROM') {
      const from = /^(?:--platform=\S+\s+)?(\S+)(?:\s+AS\s+(\S+))?$/i.exec(args);
      const base = from?.[1]?.replace(/\$\{(\w+)\}/g, (m, name) => globalArgs[name] ?? m);
      stages.push({ name: from?.[2] ?? String(stages.length), base, instructions: [] });
      continue;
    }
    if (!stages.length) {
      // An ARG before the first FROM only names parts of the base images.
      const arg = op === 'ARG' && /^(\w+)=(\S+)$/.exec(args);
      if (arg) globalArgs[arg[1]] = arg[2];
      continue;
    }
    stages.at(-1).instructions.push({ op, args });
  }
  return stages;
}
