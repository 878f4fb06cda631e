import { PageHeader } from '@/features/layout';
import { SettingsButton } from '@/features/settings';
import { CurrencyInputPanel, LazyImportTokenModal, LazyUnsupportedCurrencyFooter } from '@/features/tokens';
import { RecentTransactionsButton } from '@/features/transactions';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Button } from '@/ui/Button.tsx';
import { AdvancedSwapDetails } from './components/AdvancedSwapDetails.tsx';
import { LazyPriceChartPanel } from './components/chart/LazyPriceChartPanel.tsx';
import { InlineSwapError } from './components/InlineSwapError.tsx';
import { LazyConfirmSwapModal } from './components/LazyConfirmSwapModal.tsx';
import { LazyPriceImpactConfirmModal } from './components/LazyPriceImpactConfirmModal.tsx';
import { RecipientField } from './components/RecipientField.tsx';
import { SwapActionButton } from './components/SwapActionButton.tsx';
import { SwapInfo } from './components/SwapInfo.tsx';
import { SwapNotices } from './components/SwapNotices.tsx';
import { SwitchCurrencies } from './components/SwitchCurrencies.tsx';
import { WrapActionButton } from './components/WrapActionButton.tsx';
import { useSwapPage } from './useSwapPage.ts';

/** /swap: 'Exchange' — trade one currency for another, or wrap and unwrap BNB. */
export function SwapPage() {
  const { t } = useTranslation();
  const page = useSwapPage();
  const { form, info, flow, isWrap, exactIn, amounts } = page;
  const { inputCurrency, outputCurrency, trade } = info;
  const estimated = Boolean(trade) && !isWrap;
  const showRecipient = page.expertMode && form.state.recipient !== null && !isWrap;

  return (
    <section className="mx-auto flex w-full max-w-[436px] flex-col gap-4 px-4 py-8 lg:max-w-6xl lg:flex-row lg:items-start lg:justify-center">
      <div className="flex w-full flex-col gap-4 lg:order-2 lg:max-w-[436px]">
        <SwapNotices messages={page.notices} onDismiss={form.dismissNotices} />
        <div>
          <div
            className="rounded-3xl border border-border bg-card shadow-sm"
            data-testid="swap-form"
            data-quote={exactIn ? amounts.OUTPUT : amounts.INPUT}
          >
            <PageHeader
              title={t('Exchange')}
              subtitle={t('Trade tokens in an instant')}
              actions={
                <>
                  <SettingsButton />
                  <RecentTransactionsButton />
                </>
              }
            />
            <div className="flex flex-col gap-3 p-4">
              <CurrencyInputPanel
                id="swap-currency-input"
                label={estimated && !exactIn ? t('From (estimated)') : t('From')}
                value={amounts.INPUT}
                onUserInput={(value) => form.onUserInput('INPUT', value)}
                currency={inputCurrency}
                otherCurrency={outputCurrency}
                onCurrencySelect={(currency) => form.onCurrencySelection('INPUT', currency)}
                showMaxButton={page.showMaxButton}
                onMax={page.onMax}
              />
              <SwitchCurrencies
                onSwitch={form.onSwitchTokens}
                onAddRecipient={
                  page.expertMode && form.state.recipient === null && !isWrap
                    ? () => form.onChangeRecipient('')
                    : undefined
                }
              />
              <CurrencyInputPanel
                id="swap-currency-output"
                label={estimated && exactIn ? t('To (estimated)') : t('To')}
                value={amounts.OUTPUT}
                onUserInput={(value) => form.onUserInput('OUTPUT', value)}
                currency={outputCurrency}
                otherCurrency={inputCurrency}
                onCurrencySelect={(currency) => form.onCurrencySelection('OUTPUT', currency)}
              />
              {showRecipient && (
                <RecipientField
                  value={form.state.recipient ?? ''}
                  parsed={info.parsedRecipient}
                  onChange={form.onChangeRecipient}
                  onRemove={() => form.onChangeRecipient(null)}
                />
              )}
              {!isWrap && (
                <SwapInfo
                  trade={trade}
                  loading={page.plan.kind === 'loading' && !trade && info.tradeLoading}
                  slippageBips={info.slippageBips}
                />
              )}
              {page.unsupported ? (
                <Button fullWidth disabled>
                  {t('Unsupported Asset')}
                </Button>
              ) : info.wrapType !== 'NOT_APPLICABLE' ? (
                <WrapActionButton
                  account={page.account}
                  wrapType={info.wrapType}
                  error={info.wrapError}
                  pending={page.wrap.pending}
                  onWrap={page.wrap.onWrap}
                />
              ) : (
                <SwapActionButton
                  plan={page.plan}
                  onApprove={() => void page.approval.approve()}
                  onSwap={page.onSwap}
                />
              )}
              {page.expertMode && flow.inlineError && <InlineSwapError message={flow.inlineError} />}
              {page.unsupported && <LazyUnsupportedCurrencyFooter currencies={[inputCurrency, outputCurrency]} />}
            </div>
          </div>
          {trade && info.breakdown && info.slippageAdjusted && !isWrap && (
            <AdvancedSwapDetails
              trade={trade}
              wrappedNative={info.swap?.config.wrappedNative}
              breakdown={info.breakdown}
              slippageAdjusted={info.slippageAdjusted}
            />
          )}
        </div>
      </div>
      <LazyPriceChartPanel input={inputCurrency} output={outputCurrency} />
      <LazyConfirmSwapModal
        flow={flow.confirmFlow}
        trade={trade}
        slippageBips={info.slippageBips}
        recipient={form.state.recipient !== null && page.expertMode ? info.recipientAddress : undefined}
        wrappedNative={info.swap?.config.wrappedNative}
        onAcceptChanges={flow.acceptChanges}
        onConfirm={flow.confirmSwap}
        onDismiss={flow.dismiss}
      />
      <LazyPriceImpactConfirmModal
        check={flow.impactCheck}
        onConfirm={flow.confirmImpact}
        onCancel={flow.cancelImpactCheck}
      />
      <LazyImportTokenModal
        open={page.tokenImport.open}
        tokens={page.tokenImport.unknownTokens}
        onConfirm={page.tokenImport.onConfirm}
        onCancel={page.tokenImport.onCancel}
      />
    </section>
  );
}
