import { useState, type FormEvent } from 'react';
import { SITE_TAKEOVER_MESSAGES, SITE_TAKEOVER_TAG_IDS, type SiteTakeoverSlot } from '../../../../domain/site-takeovers/site-takeover';
import { failureText } from '../../../lib/api/failure-text';
import { useOnline } from '../../../lib/offline/session/use-online';
import { uploadSiteTakeoverCardImage } from '../data/site-takeovers-api';
import { OnlineButton } from '../../../ui/online-button';

type Card = SiteTakeoverSlot['slot_product_cards'][number];

/**
 * One card's image upload (gif, jpeg or png) with its tags (1445, 1282, 1281). An untagged upload is kept: the
 * server's 'Tags Tags are compulsory' is non-fatal (spec 002 §5) and shows here as a warning beside the image.
 */
export function CardImageUpload({ slotId, card, onUploaded }: { slotId: number; card: Card; onUploaded: () => void | Promise<void> }) {
  const online = useOnline();
  const [file, setFile] = useState<File | null>(null);
  const [tags, setTags] = useState<number[]>([]);
  const [inputKey, setInputKey] = useState(0);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const label = `card ${card.priority}`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !online) return;
    if (!file) return setProblem(SITE_TAKEOVER_MESSAGES.imageMissing);
    setProblem(null);
    setBusy(true);
    try {
      const answer = await uploadSiteTakeoverCardImage(slotId, card.priority, file, tags);
      setWarning(answer.warning);
      setDone(true);
      setFile(null);
      setInputKey((k) => k + 1);
      await onUploaded();
    } catch (error) {
      setProblem(failureText(error, 'The image was not uploaded.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} aria-label={`Image of ${label}`} className="flex flex-col gap-2 rounded-md border border-slate-200 p-3">
      <div className="flex flex-wrap items-end gap-3">
        {card.image_url && <img src={card.image_url} alt={`Image of ${label}`} className="h-16 w-24 rounded object-cover" loading="lazy" />}
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          Card {card.priority} image (gif, jpeg or png)
          <input key={inputKey} type="file" accept="image/gif,image/jpeg,image/png" className="text-sm" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        </label>
        <fieldset className="flex gap-3 text-sm">
          <legend className="sr-only">Card {card.priority} tags</legend>
          {SITE_TAKEOVER_TAG_IDS.map((tag) => (
            <label key={tag} className="flex items-center gap-1">
              <input type="checkbox" checked={tags.includes(tag)} onChange={(e) => setTags(e.target.checked ? [...tags, tag] : tags.filter((t) => t !== tag))} />
              Card {card.priority} tag {tag}
            </label>
          ))}
        </fieldset>
        <OnlineButton type="submit" size="sm" busy={busy}>
          Upload card {card.priority} image
        </OnlineButton>
      </div>
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      <div role="status" className="text-sm">
        {done && <p className="text-green-800">{SITE_TAKEOVER_MESSAGES.imageUploaded}</p>}
        {done && warning && <p className="text-amber-800">Warning: {warning}</p>}
      </div>
    </form>
  );
}
