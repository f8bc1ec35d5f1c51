import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { isWholeListComplete } from '../../api/whole-list';
import { paths } from '../../config/paths';
import type { ListItem } from '../../domain/types';
import { useMessages } from '../../i18n/later';
import { useClock } from '../../lists/clock';
import type { ListDefinition } from '../../lists/definition';
import { accountHref } from '../../lists/hrefs';
import { ErrorState, isNoTeamError, NoTeamState } from '../../lists/list-states';
import { ReadProgress } from '../../lists/whole-status';
import { openedHere, useLinkClicks } from '../../navigation/links';
import { Cover } from '../../ui/cover';
import { Icon } from '../../ui/icons';
import { StateMessage } from '../../ui/state-message';
import { useDocumentTitle } from '../../ui/use-document-title';
import { findInCache } from './find-item';
import { ShareButton } from './share-button';

export function ItemPage<T extends ListItem>({ def, id }: { def: ListDefinition<T>; id: string }) {
  const m = useMessages();
  const words = def.words(m);
  const client = useQueryClient();
  const location = useLocation();
  const navigate = useNavigate();
  const followLink = useLinkClicks();
  const [cached] = useState(() => findInCache(client, def, id));
  const whole = useQuery(def.queries.whole());
  const item = whole.data?.items.find((candidate) => candidate.id === id) ?? cached;
  const now = useClock(useCallback((at) => (item ? def.nextChangeAt([item], at) : null), [item, def]));
  useDocumentTitle(item?.name ?? words.untitled);

  const back = openedHere(location.state) ? (
    <button type="button" className="link-button" onClick={() => navigate(-1)}>
      <Icon name="back" />
      {m.item.back}
    </button>
  ) : (
    <Link className="link-button" to={def.path}>
      <Icon name="back" />
      {m.item.allOf(words.title)}
    </Link>
  );

  if (!item) {
    const list = whole.data;
    let body: ReactNode;
    let titled = false;
    if (whole.error && isNoTeamError(whole.error))
      body = <NoTeamState onCheckAgain={() => void whole.refetch()} />;
    else if (whole.error)
      body = <ErrorState error={whole.error} onRetry={() => void whole.refetch()} keptCards={false} />;
    else if (!list?.complete || whole.isFetching) body = <ReadProgress list={list} />;
    else {
      titled = true;
      body = (
        <StateMessage icon="search" title={m.item.notListed(words.title)} tone="problem" level={1}>
          <p>{isWholeListComplete(list) ? m.item.notListedBody : m.item.maybeMissing}</p>
          <p className="state-message__actions">
            {isWholeListComplete(list) ? null : (
              <button type="button" className="button" onClick={() => void whole.refetch()}>
                {m.whole.loadAgain}
              </button>
            )}
            <Link className="button button--quiet" to={def.path}>
              {m.item.allOf(words.title)}
            </Link>
            <Link className="button button--quiet" to={paths.home}>
              {m.item.home}
            </Link>
          </p>
        </StateMessage>
      );
    }
    return (
      <div className="item">
        <div className="item__bar">{back}</div>
        {titled ? null : <h1 className="visually-hidden">{words.title}</h1>}
        {body}
      </div>
    );
  }

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: keys activate the links inside.
    <article className="item item--hero" onClick={followLink}>
      {/* No Refresh or "Updated …" here: the item refreshes itself on focus, and while it is live. */}
      <div className="item__bar">{back}</div>
      <Cover src={item.coverUrl} name={item.name} eager className="item__hero" frame={2} />
      <h1 className="item__title">{item.name ?? words.untitled}</h1>
      <def.Item
        item={item}
        now={now}
        accountHref={accountHref(def, item.account)}
        share={<ShareButton title={item.name ?? words.untitled} />}
      />
    </article>
  );
}
