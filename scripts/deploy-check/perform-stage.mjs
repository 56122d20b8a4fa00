import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseCopy, parseEnv, parseExec, parseHealthcheck } from './dockerfile.mjs';

/** npm steps run with the stage's ENV, not with the variables `npm run` gives this script's own process. */
function npmEnv(stageEnv, given) {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !/^npm_/i.test(k) && k !== 'INIT_CWD'),
  );
  return { ...env, ...given, ...stageEnv };
}

/** `cp` as COPY does it: a folder's contents into dest, a file into dest/ or onto dest. */
function copyInto(source, dest, intoFolder) {
  if (!fs.existsSync(source)) {
    throw new Error(
      `COPY source ${source} is missing (the build stage makes it: npm run build -w <workspace>)`,
    );
  }
  if (fs.statSync(source).isDirectory()) {
    fs.cpSync(source, dest, { recursive: true });
    return;
  }
  const target = intoFolder ? path.join(dest, path.basename(source)) : dest;
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.copyFileSync(source, target);
}

/**
 * Does what the runtime stage says, in appDir (its WORKDIR), from this checkout (the build stage's WORKDIR
 * holds `COPY . .` of it); npm steps run with `env` over this process's (PATH: the image's Node). Returns
 * what the container would run with.
 */
export function performStage(stage, { root, appDir, log, buildWorkdir = '/app', env = {} }) {
  const result = { env: {}, cmd: null, healthcheck: null, stopSignal: null, user: null, volumes: [] };
  let workdir = null;
  const hostPath = (containerPath) => {
    const abs = path.posix.resolve(workdir ?? '/', containerPath);
    if (abs !== workdir && !abs.startsWith(`${workdir}/`)) {
      throw new Error(`COPY to ${containerPath}: only paths inside WORKDIR ${workdir} can be checked`);
    }
    return path.join(appDir, path.posix.relative(workdir, abs));
  };

  for (const { op, args } of stage.instructions) {
    switch (op) {
      case 'WORKDIR':
        if (workdir) throw new Error('the check follows one WORKDIR in the runtime stage');
        workdir = args;
        fs.mkdirSync(appDir, { recursive: true });
        break;
      case 'ENV':
        Object.assign(result.env, parseEnv(args));
        break;
      case 'COPY': {
        const { from, sources, dest } = parseCopy(args);
        if (!from) throw new Error(`COPY without --from in the runtime stage: ${args}`);
        const intoFolder = dest.endsWith('/') || sources.length > 1;
        for (const source of sources) {
          if (!source.startsWith(`${buildWorkdir}/`))
            throw new Error(`COPY from outside ${buildWorkdir}: ${source}`);
          copyInto(path.join(root, source.slice(buildWorkdir.length + 1)), hostPath(dest), intoFolder);
        }
        log(`COPY ${sources.map((s) => s.slice(buildWorkdir.length + 1)).join(' ')} → ${dest}`);
        break;
      }
      case 'RUN': {
        const steps = args.split('&&').map((s) => s.trim());
        const npm = steps.filter((s) => /^npm\s/.test(s));
        if (!npm.length) {
          log(`RUN skipped (system packages and users, not installed here): ${args.slice(0, 70)}…`);
          break;
        }
        if (npm.length !== steps.length)
          throw new Error(`keep npm steps on a RUN line of their own: ${args}`);
        for (const step of npm) {
          // The check must not empty this machine's npm cache (shared by every checkout on it).
          if (/^npm cache\b/.test(step)) {
            log(`RUN ${step}: skipped here`);
            continue;
          }
          // --prefer-offline: the same packages at the locked versions, from the local cache when it has them.
          const argv = [
            ...step.split(/\s+/).slice(1),
            ...(/^npm ci\b/.test(step) ? ['--prefer-offline'] : []),
          ];
          const t0 = performance.now();
          const r = spawnSync('npm', argv, {
            cwd: appDir,
            env: npmEnv(result.env, env),
            stdio: ['ignore', 'pipe', 'pipe'],
          });
          if (r.status !== 0) throw new Error(`RUN ${step} failed:\n${r.stderr.toString().slice(-3000)}`);
          log(`RUN ${step} (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
        }
        break;
      }
      case 'USER':
        result.user = args;
        break;
      case 'VOLUME':
        result.volumes.push(...(args.startsWith('[') ? JSON.parse(args) : args.split(/\s+/)));
        break;
      case 'HEALTHCHECK':
        result.healthcheck = parseHealthcheck(args);
        break;
      case 'STOPSIGNAL':
        result.stopSignal = args;
        break;
      case 'CMD':
        result.cmd = parseExec(args, 'CMD');
        break;
      case 'ENTRYPOINT':
        throw new Error('ENTRYPOINT would wrap CMD: the check runs CMD alone');
      default:
        break; // ARG, EXPOSE, LABEL: nothing to perform
    }
  }
  if (!result.user || result.user === 'root' || result.user === '0')
    throw new Error('the runtime stage runs as root');
  if (!result.volumes.includes(result.env.DATA_DIR)) {
    throw new Error(
      `DATA_DIR (${result.env.DATA_DIR}) is not a VOLUME: the shop's data would live in the container`,
    );
  }
  return result;
}
