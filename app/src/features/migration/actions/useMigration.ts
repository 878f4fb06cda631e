import { flaskMigratorAbi } from '@flaskswap/contracts';
import type { PermitSignature } from '@flaskswap/sdk';
import { useDeployment } from '@/chain/activeChain.ts';
import { useConnection } from '@/chain/connection.ts';
import { useChainDeadline } from '@/chain/tx/deadline.ts';
import { MissingInputError } from '@/chain/tx/errors.ts';
import { writeRequest } from '@/chain/tx/request.ts';
import { useCandidateWrite } from '@/chain/tx/useCandidateWrite.ts';
import { useConfirmFlow } from '@/chain/tx/useConfirmFlow.ts';
import { useLpPermitOrApproval } from '@/features/liquidity';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { msg } from '@/i18n/message.ts';
import { useAppStore } from '@/state/store.ts';
import type { LegacyPosition } from '../logic/positions.ts';
import type { PositionView } from '../logic/positionView.ts';
import { migrateCall } from './migrateCall.ts';

/** What a migration review holds: the position as reviewed and the permit signed for it, if any. */
export interface MigrationTarget {
  position: LegacyPosition;
  view: PositionView;
  permit: PermitSignature | undefined;
}

/**
 * Lets the migrator pull one position's legacy LP: Sign (the LP's permit) where it can be signed,
 * Enable (an approval) otherwise or when the wallet cannot sign typed data.
 */
export function useMigrationApproval(position: LegacyPosition, exchange: string, allowanceReadAt: number) {
  const { t } = useTranslation();
  const { address: account } = useConnection();
  const migrator = useDeployment()?.contracts.FlaskMigrator;
  return useLpPermitOrApproval({
    pair: position.pair,
    liquidity: position.balance,
    account,
    spender: migrator,
    domainName: position.permitDomain ?? '',
    symbol: t('%exchange% LP', { exchange }),
    canSign: position.permitDomain !== undefined,
    knownAllowance:
      position.allowance === undefined ? undefined : { value: position.allowance, readAt: allowanceReadAt },
  });
}

/**
 * The review and the migrator call on the shared confirm flow, one review at a time for the whole
 * page (the card of a moved position goes away while its modal still shows the hash). Expert mode
 * sends at once; a refused wallet prompt goes quietly back to the review; `onMigrated` runs once
 * the transaction is mined.
 */
export function useMigrationReview(onMigrated: (view: PositionView) => void) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const { address: account } = useConnection();
  const migrator = useDeployment()?.contracts.FlaskMigrator;
  const slippageBips = useAppStore((state) => state.userSlippageTolerance);
  const expertMode = useAppStore((state) => state.userExpertMode);
  const getDeadline = useChainDeadline();
  const writeFirstCandidate = useCandidateWrite();

  const flow = useConfirmFlow<MigrationTarget>({
    send: async ({ position, view, permit }) => {
      if (!migrator || !account) throw new MissingInputError(msg('Missing dependencies'));
      const [amountA, amountB] = view.deposited;
      const summary = t('Migrate %amountA% %symbolA% and %amountB% %symbolB% to FlaskSwap', {
        amountA: amountA.toSignificant(3, { locale }),
        symbolA: amountA.currency.symbol,
        amountB: amountB.toSignificant(3, { locale }),
        symbolB: amountB.currency.symbol,
      });
      const call = migrateCall({ position, recipient: account, slippageBips, deadline: await getDeadline(), permit });
      return writeFirstCandidate([writeRequest({ address: migrator, abi: flaskMigratorAbi, ...call, summary })]);
    },
    failedKey: 'Transaction failed: %message%',
    onRejected: 'review',
    onSent: (sent, { view }) => {
      sent.wait().then(
        () => onMigrated(view),
        () => undefined, // the receipt toast says it failed
      );
    },
  });
  const open = (target: MigrationTarget) => (expertMode ? void flow.confirm(target) : flow.review(target));
  return { ...flow, target: flow.state.target, open, confirm: () => void flow.confirm() };
}

export type MigrationReview = ReturnType<typeof useMigrationReview>;
