import type { Token } from '@flaskswap/sdk';
import { Tabs } from 'radix-ui';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import type { TokenList } from '../../lists/types.ts';
import { ManageLists } from './ManageLists.tsx';
import { ManageTokens } from './ManageTokens.tsx';

const tabClass =
  'flex-1 rounded-xl px-4 py-2 text-sm font-semibold text-muted data-[state=active]:bg-card data-[state=active]:text-text data-[state=active]:shadow focus-visible:outline-2 focus-visible:outline-primary';

export function Manage({
  onImportList,
  onImportToken,
}: {
  onImportList(url: string, list: TokenList): void;
  onImportToken(tokens: Token[]): void;
}) {
  const { t } = useTranslation();
  return (
    <Tabs.Root defaultValue="lists" className="flex flex-col gap-4">
      <Tabs.List className="flex gap-1 rounded-2xl bg-input p-1" aria-label={t('Manage')}>
        <Tabs.Trigger value="lists" className={tabClass}>
          {t('Lists')}
        </Tabs.Trigger>
        <Tabs.Trigger value="tokens" className={tabClass}>
          {t('Tokens')}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="lists">
        <ManageLists onImportList={onImportList} />
      </Tabs.Content>
      <Tabs.Content value="tokens">
        <ManageTokens onImportToken={onImportToken} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
