import { msg } from '@/i18n/message.ts';
import { TokenListError } from './tokenListError.ts';
import type { TokenList } from './types.ts';

type Validator = ((data: unknown) => boolean) & {
  errors?: { instancePath: string; message?: string }[] | null;
};

let validatorPromise: Promise<Validator> | undefined;

/**
 * The @uniswap/token-lists JSON schema compiled with ajv. Loaded on first use so the swap page
 * does not download the validator until someone imports or refreshes a list.
 */
function loadValidator(): Promise<Validator> {
  validatorPromise ??= Promise.all([
    import('ajv'),
    import('ajv-formats'),
    import('@uniswap/token-lists/src/tokenlist.schema.json'),
  ]).then(([ajvModule, formatsModule, schemaModule]) => {
    const Ajv = ajvModule.default;
    const addFormats = formatsModule.default;
    const ajv = new Ajv({ allErrors: true, strict: false });
    addFormats(ajv);
    return ajv.compile(schemaModule.default) as Validator;
  });
  return validatorPromise;
}

function duplicateKey(token: { chainId: number; address: string }): string {
  return `${token.chainId}:${token.address.toLowerCase()}`;
}

/**
 * Checks a downloaded list: the token-list schema ('Token list failed validation: …'), then the
 * same chain and address twice ('Duplicate tokens'). Returns the list typed on success.
 */
export async function validateTokenList(json: unknown): Promise<TokenList> {
  const validate = await loadValidator();
  if (!validate(json)) {
    const reasons = (validate.errors ?? [])
      .slice(0, 5)
      .map((error) => `${error.instancePath || '/'} ${error.message ?? ''}`.trim())
      .join('; ');
    throw new TokenListError(msg('Token list failed validation: %reasons%'), { reasons: reasons || 'unknown error' });
  }
  const list = json as TokenList;
  const seen = new Set<string>();
  for (const token of list.tokens) {
    const key = duplicateKey(token);
    if (seen.has(key)) throw new TokenListError(msg('Duplicate tokens'));
    seen.add(key);
  }
  return list;
}
