import { type ChangeEvent, useState } from 'react';
import { useMessages } from '../i18n/i18n';
import { downloadText } from '../lib/download';
import { exportYours, importYours } from '../lib/yours';

/** Takes a person's stars and follows to another browser as a small file, and brings them back. */
export function YoursFile() {
  const m = useMessages().yours;
  const [said, setSaid] = useState('');

  async function read(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setSaid(importYours(await file.text()) ? m.imported : m.importFailed);
  }

  return (
    <fieldset className="account-section">
      <legend className="account-section__title">{m.menuTitle}</legend>
      <button
        type="button"
        className="button button--quiet"
        onClick={() => downloadText(exportYours(), m.fileName, 'application/json')}
      >
        {m.export}
      </button>
      <label className="button button--quiet account-section__import">
        {m.import}
        <input type="file" accept="application/json,.json" className="visually-hidden" onChange={read} />
      </label>
      <span role="status" className="account-section__status">
        {said}
      </span>
    </fieldset>
  );
}
