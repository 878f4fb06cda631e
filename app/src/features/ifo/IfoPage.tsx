import { useDeployment } from '@/chain/activeChain.ts';
import { useConnection } from '@/chain/connection.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Skeleton } from '@/ui/Skeleton.tsx';
import { useIfoActions } from './actions/useIfoActions.ts';
import { IfoHeader } from './components/IfoHeader.tsx';
import { SaleCard } from './components/SaleCard.tsx';
import { StatusMessage } from './components/StatusMessage.tsx';
import { useIfo } from './data/useIfo.ts';
import { addLiquidityPath } from './logic/links.ts';

/** /ifo: the active sale before, during and after its blocks (SPEC.md §2 'Initial Farm Offering'). */
export function IfoPage() {
  const { t } = useTranslation();
  const { address } = useConnection();
  const deployment = useDeployment();
  const { status, hasActiveSale, activeSale, account, currentBlock, readAt } = useIfo();
  const actions = useIfoActions();

  return (
    <section className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8" data-testid="ifo-page" data-status={status}>
      <IfoHeader />
      {status === 'missing' ? (
        <StatusMessage testId="ifo-missing">{t('There are no IFOs on this network.')}</StatusMessage>
      ) : status === 'error' ? (
        <StatusMessage testId="ifo-error">{t('The sales could not be read. Retrying…')}</StatusMessage>
      ) : !activeSale || currentBlock === undefined || !deployment ? (
        !hasActiveSale ? (
          <StatusMessage testId="ifo-none">{t('No sale is scheduled. See the past IFOs.')}</StatusMessage>
        ) : (
          <Skeleton className="h-96 w-full rounded-3xl" />
        )
      ) : (
        <SaleCard
          sale={activeSale}
          account={account}
          connected={Boolean(address)}
          currentBlock={currentBlock}
          readAt={readAt}
          addLiquidityPath={addLiquidityPath(deployment, activeSale.config.currency.address)}
          actions={actions}
        />
      )}
    </section>
  );
}
