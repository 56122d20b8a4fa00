import os from 'node:os';

export type MachineInfo = {
  cpuModel: string;
  cores: number;
  memoryGb: number;
  nodeVersion: string;
  os: string;
  /** 1-minute load average: above the core count means other work competed with the bench. */
  loadAtStart: number;
  loadAtEnd: number | null;
};

export function describeMachine(): MachineInfo {
  const cpus = os.cpus();
  return {
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    memoryGb: os.totalmem() / 1024 ** 3,
    nodeVersion: process.version,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    loadAtStart: os.loadavg()[0] ?? 0,
    loadAtEnd: null,
  };
}
