import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useBlockClock } from '@/chain/BlockClock.tsx';
import { useConnection } from '@/chain/connection.ts';
import { useHubUrl } from '@/hub';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { useAppStore } from '@/state/store.ts';
import { useToast } from '@/ui/Toast.tsx';
import { usePendingAction } from '@/ui/usePendingAction.ts';
import { usePublishProposal } from './actions/useSignAndPost.ts';
import { BodyEditor } from './components/BodyEditor.tsx';
import { ChoicesEditor } from './components/ChoicesEditor.tsx';
import { FormField, inputClass } from './components/FormField.tsx';
import { PublishPanel } from './components/PublishPanel.tsx';
import { usePublishRight } from './data/usePublishRight.ts';
import { type FormField as Field, formErrors, normalizeDraft, proposalMessageFromForm } from './logic/draft.ts';
import { translateProposalMessage } from './logic/messages.ts';

/** /voting/proposal/create: the form (kept in the persisted store until published), signed and posted. */
export function CreateProposalPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { toastSuccess } = useToast();
  const { address } = useConnection();
  const hubUrl = useHubUrl();
  const { currentBlock } = useBlockClock();
  const stored = useAppStore((state) => state.proposalDraft);
  const update = useAppStore((state) => state.updateProposalDraft);
  const clear = useAppStore((state) => state.clearProposalDraft);
  const form = useMemo(() => normalizeDraft(stored), [stored]);

  // The snapshot defaults to the current block, once, when the form opens without one.
  const snapshotFilled = useRef(false);
  useEffect(() => {
    if (snapshotFilled.current || currentBlock === undefined) return;
    snapshotFilled.current = true;
    if (form.snapshot === '') update({ snapshot: String(currentBlock) });
  }, [currentBlock, form.snapshot, update]);

  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const { pending: isPublishing, run } = usePendingAction();
  const [hubError, setHubError] = useState<string>();
  const touch = (field: Field) => setTouched((fields) => new Set(fields).add(field));
  const errors = formErrors(form, currentBlock ?? Number.MAX_SAFE_INTEGER);
  const shown = (field: Field) => {
    const message = errors[field];
    return message && (submitted || touched.has(field)) ? translateProposalMessage(message, t) : undefined;
  };

  const right = usePublishRight(address, errors.snapshot ? undefined : form.snapshot);
  const publish = usePublishProposal();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setHubError(undefined);
    if (Object.keys(errors).length > 0 || (right.kind !== 'core' && right.kind !== 'community')) return;
    const result = await run(() => publish((from, timestamp) => proposalMessageFromForm(form, from, timestamp)));
    if (!result) return;
    if (result.ok) {
      clear();
      toastSuccess(t('Proposal published'), result.value.title);
      navigate(`/voting/proposal/${result.value.id}`);
    } else if (result.hubError) {
      setHubError(result.hubError);
    }
  };

  return (
    <section className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8" data-testid="create-proposal-page">
      <header>
        <Link to="/voting" className="text-sm font-semibold text-primary hover:underline">
          <span className="inline-block rtl:-scale-x-100">←</span> {t('Back to Vote Overview')}
        </Link>
        <h1 className="mt-2 text-3xl font-bold text-primary">{t('Make a Proposal')}</h1>
      </header>
      {!hubUrl ? (
        <p role="status" className="rounded-2xl bg-warning/15 px-4 py-3 text-center font-semibold">
          {t('Voting is not available on this network.')}
        </p>
      ) : (
        <form className="grid gap-6 lg:grid-cols-[1fr_20rem]" onSubmit={onSubmit} noValidate>
          <div className="flex flex-col gap-6">
            <FormField label={t('Title')} error={shown('title')} testId="proposal-title-field">
              {({ id, describedBy, invalid }) => (
                <input
                  id={id}
                  value={form.title}
                  onChange={(event) => update({ title: event.target.value })}
                  onBlur={() => touch('title')}
                  aria-invalid={invalid || undefined}
                  aria-describedby={describedBy}
                  className={inputClass(invalid)}
                />
              )}
            </FormField>
            <BodyEditor
              value={form.body}
              error={shown('body')}
              onChange={(body) => update({ body })}
              onBlur={() => touch('body')}
            />
            <ChoicesEditor
              choices={form.choices}
              error={shown('choices')}
              onChange={(choices) => update({ choices })}
              onBlur={() => touch('choices')}
            />
          </div>
          <aside className="flex flex-col gap-4">
            <div className="grid grid-cols-2 gap-3">
              {(
                [
                  ['startDate', t('Start Date'), 'date'],
                  ['startTime', t('Start Time'), 'time'],
                  ['endDate', t('End Date'), 'date'],
                  ['endTime', t('End Time'), 'time'],
                ] as const
              ).map(([field, label, type]) => (
                <FormField key={field} label={label} error={shown(field)} testId={`proposal-${field}-field`}>
                  {({ id, describedBy, invalid }) => (
                    <input
                      id={id}
                      type={type}
                      value={form[field]}
                      onChange={(event) => update({ [field]: event.target.value })}
                      onBlur={() => touch(field)}
                      aria-invalid={invalid || undefined}
                      aria-describedby={describedBy}
                      className={inputClass(invalid)}
                    />
                  )}
                </FormField>
              ))}
            </div>
            <FormField label={t('Snapshot block')} error={shown('snapshot')} testId="proposal-snapshot-field">
              {({ id, describedBy, invalid }) => (
                <input
                  id={id}
                  inputMode="numeric"
                  value={form.snapshot}
                  onChange={(event) => update({ snapshot: event.target.value.trim() })}
                  onBlur={() => touch('snapshot')}
                  aria-invalid={invalid || undefined}
                  aria-describedby={describedBy}
                  className={inputClass(invalid)}
                />
              )}
            </FormField>
            <PublishPanel right={right} snapshot={form.snapshot} isPublishing={isPublishing} hubError={hubError} />
          </aside>
        </form>
      )}
    </section>
  );
}
