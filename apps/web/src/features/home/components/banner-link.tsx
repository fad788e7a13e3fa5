import { Trans } from '@lingui/react/macro';
import type { MouseEvent, ReactNode } from 'react';
import { localizedHref } from '../../../shared/i18n/localized-href.ts';
import {
  bannerTargetOf,
  countBannerClick,
  useFollowBanner,
  type LinkedBanner,
} from '../hooks/use-follow-banner.ts';

interface BannerLinkProps {
  banner: LinkedBanner;
  className?: string;
  /** Called once the link has been followed in this window's own way (the popup closes itself, say). */
  onFollow?: () => void;
  children: ReactNode;
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * A banner as a real link (so it can be focused, read and opened in a new tab), following spec §7 on a plain
 * click. A banner without a link is not a link at all.
 */
export function BannerLink({ banner, className, onFollow, children }: BannerLinkProps) {
  const follow = useFollowBanner();
  const target = bannerTargetOf(banner);
  if (target.kind === 'none') return <div className={className}>{children}</div>;

  const isNewWindow = target.kind === 'window';
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented) return;
    if (!isPlainLeftClick(event)) {
      // The browser opens it (new tab, new window); the click still counts.
      void countBannerClick(banner.bannerNo);
      return;
    }
    event.preventDefault();
    follow(banner);
    onFollow?.();
  };

  return (
    <a
      href={target.kind === 'route' ? localizedHref(target.to) : target.url}
      className={className}
      onClick={onClick}
      {...(isNewWindow ? { target: '_blank', rel: 'noopener' } : {})}
    >
      {children}
      {isNewWindow && (
        <span className="visually-hidden">
          {' '}
          <Trans>(새 창)</Trans>
        </span>
      )}
    </a>
  );
}
