import { useState } from 'react';
import { useMessages } from '../../i18n/later';
import { Icon } from '../../ui/icons';

type State = 'idle' | 'copied' | 'failed';

export function ShareButton({ title }: { title: string }) {
  const m = useMessages();
  const [state, setState] = useState<State>('idle');
  const url = window.location.href;
  const canShare = typeof navigator.share === 'function' && navigator.canShare?.({ title, url }) !== false;

  async function share() {
    if (canShare) {
      try {
        await navigator.share({ title, url });
      } catch {
        // Closing the share sheet rejects too; nothing to tell.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      setState('copied');
    } catch {
      setState('failed');
    }
  }

  return (
    <>
      <button type="button" className="button button--quiet" onClick={() => void share()}>
        <Icon name={canShare ? 'share' : 'link'} />
        {canShare ? m.item.share : m.item.copyLink}
      </button>
      <span role="status" className="item-actions__status">
        {state === 'copied' ? m.item.copied : state === 'failed' ? m.item.copyFailed : ''}
      </span>
      {state === 'failed' ? (
        <input
          className="item-actions__url"
          readOnly
          value={url}
          aria-label={m.item.linkToCopy}
          onFocus={(e) => e.target.select()}
        />
      ) : null}
    </>
  );
}
