// One preview image per page kind and language (see src/og/).
import type { APIRoute } from 'astro';
import { LANGS, useTranslations, type Lang } from '../../../i18n/index.ts';
import { OG_KINDS, type OgKind } from '../../../og/kinds.ts';
import { kindSvg } from '../../../og/draw.ts';
import { pngResponse } from '../../../og/png.ts';

export function getStaticPaths() {
  return LANGS.flatMap((lang) => Object.keys(OG_KINDS).map((kind) => ({ params: { lang, kind } })));
}

export const GET: APIRoute = ({ params }) => {
  const t = useTranslations(params.lang as Lang);
  return pngResponse(kindSvg(t(OG_KINDS[params.kind as OgKind]), t('site.tagline')));
};
