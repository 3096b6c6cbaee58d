import { describe, expect, it } from 'vitest';
import { actionsFor, projectPosition, stateAfter } from '../src/clock-machine.js';

describe('the clock states as the tile projects them', () => {
  it('offers the actions of SPEC §10 in each state, the usual one first', () => {
    expect(actionsFor('off')).toEqual(['in']);
    expect(actionsFor('on')).toEqual(['break-start', 'out']);
    expect(actionsFor('break')).toEqual(['break-end', 'out']);
    expect(stateAfter('break', 'out')).toBe('off');
    expect(stateAfter('off', 'out')).toBeNull();
  });

  it('counts waiting actions, showing the clock-in again once a break ends', () => {
    const waiting = [
      { action: 'in' as const, at: '2026-11-24T09:01:00Z' },
      { action: 'break-start' as const, at: '2026-11-24T12:00:00Z' },
      { action: 'break-end' as const, at: '2026-11-24T12:30:00Z' },
    ];
    expect(projectPosition({ state: 'off', since: null }, waiting)).toEqual({
      state: 'on',
      since: '2026-11-24T09:01:00Z',
    });
    expect(projectPosition({ state: 'off', since: null }, waiting.slice(0, 2))).toEqual({
      state: 'break',
      since: '2026-11-24T12:00:00Z',
    });
  });

  it('skips an action that does not fit (the server will refuse it and say why)', () => {
    expect(
      projectPosition({ state: 'on', since: '2026-11-24T08:00:00Z' }, [
        { action: 'in', at: '2026-11-24T09:00:00Z' },
      ]),
    ).toEqual({ state: 'on', since: '2026-11-24T08:00:00Z' });
  });

  it('has no clock-in time to show after a break that began before anything this device knows', () => {
    expect(
      projectPosition({ state: 'break', since: '2026-11-24T12:00:00Z' }, [
        { action: 'break-end', at: '2026-11-24T12:30:00Z' },
      ]),
    ).toEqual({ state: 'on', since: null });
  });
});
