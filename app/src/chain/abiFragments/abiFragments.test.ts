import { flaskPairAbi, flaskTokenAbi, flaskVaultAbi, masterChefAbi, smartChefAbi } from '@flaskswap/contracts';
import { describe, expect, it } from 'vitest';
import { flaskPairReadsAbi } from './flaskPair.ts';
import { flaskTokenReadsAbi } from './flaskToken.ts';
import { flaskVaultReadsAbi } from './flaskVault.ts';
import { masterChefReadsAbi } from './masterChef.ts';
import { smartChefReadsAbi } from './smartChef.ts';

/** An ABI entry without solc's `internalType`, which encoding and decoding never use. */
function withoutInternalTypes(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutInternalTypes);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'internalType')
      .map(([key, item]) => [key, withoutInternalTypes(item)]),
  );
}

const fragments = [
  ['FlaskPair', flaskPairReadsAbi, flaskPairAbi],
  ['FlaskToken', flaskTokenReadsAbi, flaskTokenAbi],
  ['FlaskVault', flaskVaultReadsAbi, flaskVaultAbi],
  ['MasterChef', masterChefReadsAbi, masterChefAbi],
  ['SmartChef', smartChefReadsAbi, smartChefAbi],
] as const;

describe('first-paint ABI fragments', () => {
  it.each(fragments)(
    "%s's entries are the contract's own, as generated from its build",
    (_name, fragment, generated) => {
      for (const entry of fragment) {
        const matches = (generated as readonly { type: string; name?: string }[]).filter(
          (item) => item.type === entry.type && item.name === entry.name,
        );
        expect(matches.map(withoutInternalTypes)).toEqual([entry]);
      }
    },
  );
});
