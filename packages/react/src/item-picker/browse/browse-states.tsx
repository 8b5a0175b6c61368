import { Button } from '../../ui/button.js';
import { EmptyState } from '../../ui/empty-state.js';
import { ItemIcon } from '../../ui/icons/item-icons.js';
import { Skeleton } from '../../ui/skeleton.js';
import type { Translate } from '../use-item-picker.js';
import { browseClasses } from './browse.styles.js';
import type { FurnitureDefaultsState } from './use-furniture-defaults.js';

/** Bars the size of a few groups, while the popular items load (hidden from assistive technology). */
export function BrowseSkeleton() {
  return <Skeleton lines={6} />;
}

/**
 * What the popular items show when they are not a list of groups: bars while loading; after a
 * failure what happened, that the search still works and Try again (not an alert: the person
 * did not ask for this list, and it interrupts nothing they do); the empty state. Null when
 * there are groups to show.
 */
export function BrowseStatus({ defaults, t }: { defaults: FurnitureDefaultsState; t: Translate }) {
  if (defaults.status === 'loading') return <BrowseSkeleton />;
  if (defaults.status === 'failed')
    return (
      <div className={browseClasses.failed} part="browse-error" data-code={defaults.errorCode}>
        <p className={browseClasses.failedTitle}>{t('browseFailedTitle')}</p>
        <p>{t('browseFailed')}</p>
        <Button variant="secondary" onClick={defaults.retry}>
          {t('retry')}
        </Button>
      </div>
    );
  if (defaults.status === 'ready' && defaults.groups.length === 0)
    return <EmptyState icon={<ItemIcon kind="item" />}>{t('browseEmpty')}</EmptyState>;
  return null;
}
