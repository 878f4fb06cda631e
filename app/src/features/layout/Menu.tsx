import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { useDeployment } from '@/chain/activeChain.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { cn } from '@/ui/cn.ts';
import { Dropdown, DropdownLinkItem } from '@/ui/Dropdown.tsx';
import { MenuIcon } from '@/ui/icons.tsx';
import { buildMenu, type MenuLink } from './menuConfig.ts';

// Labels may wrap to a second line: long translations then shrink the desktop row instead of
// pushing the header past the window.
const itemClass = 'rounded-xl px-2 py-2 font-semibold leading-tight text-muted hover:bg-input hover:text-text';

function MenuAnchor({ link, onNavigate, className }: { link: MenuLink; onNavigate?: () => void; className?: string }) {
  const { t } = useTranslation();
  if (link.external) {
    return (
      <a
        href={link.href}
        target="_blank"
        rel="noopener noreferrer"
        className={cn(itemClass, className)}
        onClick={onNavigate}
      >
        {t(link.label)} <span aria-hidden="true">↗</span>
      </a>
    );
  }
  return (
    <NavLink
      to={link.href}
      end={link.href === '/'}
      onClick={onNavigate}
      className={({ isActive }) => cn(itemClass, isActive && 'text-primary', className)}
    >
      {t(link.label)}
    </NavLink>
  );
}

/** Desktop: a row with a Trade dropdown. Mobile: a button that opens the whole menu as a list. */
export function Menu() {
  const { t } = useTranslation();
  const menu = buildMenu(useDeployment());
  const [mobileOpen, setMobileOpen] = useState(false);

  return (
    <nav aria-label={t('Main menu')} className="flex min-w-0 items-center">
      <ul className="hidden min-w-0 items-center xl:flex">
        {menu.map((entry) => (
          // The product's own pages keep one-line labels; the external links give way first.
          <li key={entry.label} className={entry.external ? 'min-w-0' : 'shrink-0 whitespace-nowrap'}>
            {entry.items ? (
              <Dropdown
                trigger={
                  <button type="button" className={itemClass}>
                    {t(entry.label)} ▾
                  </button>
                }
              >
                <div className="flex flex-col">
                  {entry.items.map((item) => (
                    <DropdownLinkItem key={item.label}>
                      <Link to={item.href} className={itemClass}>
                        {t(item.label)}
                      </Link>
                    </DropdownLinkItem>
                  ))}
                </div>
              </Dropdown>
            ) : (
              <MenuAnchor link={entry as MenuLink} />
            )}
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="grid size-10 place-items-center rounded-xl hover:bg-input xl:hidden"
        aria-expanded={mobileOpen}
        aria-controls="mobile-menu"
        aria-label={t('Menu')}
        onClick={() => setMobileOpen((open) => !open)}
      >
        <MenuIcon />
      </button>
      {mobileOpen && (
        <ul
          id="mobile-menu"
          className="absolute inset-x-0 top-16 z-30 flex flex-col gap-1 border-b border-border bg-card p-3 shadow-lg xl:hidden"
        >
          {menu.flatMap((entry) =>
            (entry.items ?? [entry as MenuLink]).map((link) => (
              <li key={link.label}>
                <MenuAnchor link={link} onNavigate={() => setMobileOpen(false)} className="block" />
              </li>
            )),
          )}
        </ul>
      )}
    </nav>
  );
}
