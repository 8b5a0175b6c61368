/** A coded error meant for the host page (`hk-error`). */
export interface WidgetError {
  code: string;
  message: string;
}
