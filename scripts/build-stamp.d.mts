// Types of scripts/build-stamp.mjs for the TypeScript that imports it (the API's tests).
export type Build = {
  workspace: string;
  label: string;
  stampDir: string;
  outputs: string[];
  sources: string[];
  overriddenBy?: string;
};
export type Stamp = {
  mode: string;
  inputs: string;
  outputs: Record<string, string | null>;
  node: string;
  builtAt: string;
};
export const STAMP_FILE: string;
export const BUILD_MODE: 'production';
export const BUILDS: Build[];
export function buildOf(workspace: string): Build;
export function inputsHash(root: string, build: Build): string;
export function outputHashes(
  workspaceDir: string,
  build: Build,
  distDir?: string,
): Record<string, string | null>;
export function stampPath(workspaceDir: string, build: Build): string;
export function readStamp(workspaceDir: string, build: Build): Stamp | null;
export function writeStamp(root: string, build: Build, opts?: { mode?: string; distDir?: string }): Stamp;
export function staleReason(root: string, build: Build): string | null;
