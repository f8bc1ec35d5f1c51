import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { claimLane, E2E_LANES } from './support/lanes';

// Claim ports of this file's own, far from the e2e lanes' (each claim holds its port while this worker lives).
const claimPort = (lane: number) => 47_310 + lane;

describe('claimLane', () => {
  it('gives each claim a lane no other holds, then waits for one and says why it found none', async () => {
    const claimed = [];
    for (let n = 0; n < E2E_LANES; n++) claimed.push(await claimLane(claimPort));
    expect(claimed).toEqual(Array.from({ length: E2E_LANES }, (_, lane) => lane));
    await expect(claimLane(claimPort, 600)).rejects.toThrow(
      `another process holds each of the ${E2E_LANES} e2e lanes`,
    );
  });

  it('skips a lane whose port another process listens on', async () => {
    const port = (lane: number) => 47_320 + lane;
    const other = createServer();
    await new Promise<void>((resolve) => other.listen(port(0), '127.0.0.1', resolve));
    try {
      expect(await claimLane(port)).toBe(1);
    } finally {
      other.close();
    }
  });
});
