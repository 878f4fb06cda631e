import { useDeployment } from '@/chain/activeChain.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Skeleton } from '@/ui/Skeleton.tsx';
import { useIfoActions } from './actions/useIfoActions.ts';
import { IfoHeader } from './components/IfoHeader.tsx';
import { PastSale } from './components/PastSale.tsx';
import { StatusMessage } from './components/StatusMessage.tsx';
import { useIfo } from './data/useIfo.ts';
import { addLiquidityPath } from './logic/links.ts';
import { salePhase } from './logic/sale.ts';

/** /ifo/history: every finished sale, newest first, with its results and the account's claims. */
export function IfoHistoryPage() {
  const { t } = useTranslation();
  const deployment = useDeployment();
  const { status, sales, account, currentBlock } = useIfo();
  const actions = useIfoActions();
  const finished =
    currentBlock === undefined ? [] : sales.filter((sale) => salePhase(sale, currentBlock) === 'finished');

  return (
    <section
      className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8"
      data-testid="ifo-history-page"
      data-status={status}
    >
      <IfoHeader />
      {status === 'missing' ? (
        <StatusMessage testId="ifo-missing">{t('There are no IFOs on this network.')}</StatusMessage>
      ) : status === 'error' ? (
        <StatusMessage testId="ifo-error">{t('The sales could not be read. Retrying…')}</StatusMessage>
      ) : status === 'loading' || currentBlock === undefined || !deployment ? (
        <Skeleton className="h-64 w-full rounded-3xl" />
      ) : finished.length === 0 ? (
        <StatusMessage testId="ifo-none">{t('No sale has finished yet.')}</StatusMessage>
      ) : (
        <ol className="flex flex-col gap-4" aria-label={t('Past IFOs')}>
          {finished.map((sale) => (
            <PastSale
              key={sale.config.id}
              sale={sale}
              account={account}
              currentBlock={currentBlock}
              addLiquidityPath={addLiquidityPath(deployment, sale.config.currency.address)}
              actions={actions}
            />
          ))}
        </ol>
      )}
    </section>
  );
}
