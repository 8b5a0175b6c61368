import { Button } from '../ui/button.js';
import { Dialog } from '../ui/dialog.js';
import { removalInventoryClasses } from './removal-inventory.styles.js';
import type { PresetPending } from './use-inventory-extras.js';
import { type InventoryTranslate, typicalOf } from './use-removal-inventory.js';

/** Props of PresetConfirmDialog. */
export interface PresetConfirmDialogProps {
  pending: PresetPending;
  /** How many pieces the inventory holds now. */
  count: number;
  t: InventoryTranslate;
  onConfirm(): void;
  onDismiss(): void;
}

/**
 * The confirmation of §4 (Removal inventory): a preset, or clearing, over items that already
 * exist. Confirming replaces (or removes) them; "Keep my items", the close button, Escape and the
 * backdrop decline, and nothing changes. Its own module: it loads when first asked for.
 */
export function PresetConfirmDialog({ pending, count, t, onConfirm, onDismiss }: PresetConfirmDialogProps) {
  const preset = pending.kind === 'preset';
  const typical = preset ? typicalOf(t, pending.preset.id) : '';
  return (
    <Dialog
      open
      title={preset ? t('confirmPresetTitle', { typical }) : t('confirmClearTitle')}
      closeLabel={t('dialogClose')}
      onClose={onDismiss}
      footer={
        <>
          <Button variant="secondary" onClick={onDismiss}>
            {t('confirmNo')}
          </Button>
          <Button part="confirm-button" onClick={onConfirm}>
            {preset ? t('confirmPresetYes') : t('confirmClearYes')}
          </Button>
        </>
      }
    >
      <p className={removalInventoryClasses.dialogText}>
        {preset
          ? t(count === 1 ? 'confirmPresetBodyOne' : 'confirmPresetBody', { count, typical })
          : t(count === 1 ? 'confirmClearBodyOne' : 'confirmClearBody', { count })}
      </p>
    </Dialog>
  );
}
