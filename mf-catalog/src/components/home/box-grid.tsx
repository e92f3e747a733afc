import { useState, type CSSProperties } from 'react';
import {
  HOME_TALL_VARIANT,
  type HomeContentItem,
  type HomeSection,
  type Settings,
  bannerSrcSet,
} from 'shared-contracts';
import { useAfterLoad } from '../../hooks/use-after-load';
import { useInView } from '../../hooks/use-in-view';
import { videoSource } from '../product/product-video';
import { SmartLink } from '../smart-link';
import { LazyVideoPlayer } from '../video/lazy-video-player';

interface BoxGridProps {
  section: HomeSection;
  settings: Settings | undefined;
  /** The first section is above the fold: its images load eagerly. */
  eager: boolean;
  headingLevel?: 2 | 3;
}

/** Spec §3: one `format` entry per box; 1 = full width, anything else = half width. */
export function boxWidth(format: readonly number[], index: number): 'full' | 'half' {
  const value = format[index] ?? format[format.length - 1] ?? 1;
  return value === 1 ? 'full' : 'half';
}

/** The section's gradient shadow (generalSettings.shadow): from the rgb triple to transparent. */
export function shadowStyle(section: HomeSection): CSSProperties {
  const shadow = section.generalSettings.shadow;
  if (!shadow) return {};
  const [r, g, b] = shadow.fromColor;
  const size = Math.max(0, Math.min(100, shadow.size));
  return {
    background: `linear-gradient(to top, rgba(${r}, ${g}, ${b}, ${shadow.opacity}) 0%, rgba(${r}, ${g}, ${b}, 0) ${size}%)`,
  };
}

function fontStyle(
  family: string | null | undefined,
  size: number | undefined,
  min: number,
): CSSProperties {
  const style: CSSProperties = {};
  // Editors name a display face; the shop's own font is the fallback (no external font hosts).
  if (family)
    style.fontFamily = `'${family.replace(/'/g, '')}', var(--blp-font, system-ui, sans-serif)`;
  if (size) style.fontSize = `clamp(${min}px, ${(size / 12).toFixed(2)}vw, ${size}px)`;
  return style;
}

/** Box grid of a home section: full- or half-width boxes, each a video or an image with text. */
export function BoxGrid({ section, settings, eager, headingLevel = 2 }: BoxGridProps) {
  const tall = section.boxVariant.id === HOME_TALL_VARIANT;
  const fonts = section.generalSettings.fonts;
  const shade = shadowStyle(section);
  return (
    <ul className={`cat-boxes${tall ? ' cat-boxes--tall' : ''}`}>
      {section.content.map((item, index) => (
        <Box
          key={`${item.imgSrc ?? item.videoUrl ?? ''}-${index}`}
          item={item}
          width={boxWidth(section.boxVariant.format, index)}
          shade={shade}
          titleStyle={fontStyle(fonts?.veneerTitle, fonts?.titleSize, 22)}
          subtitleStyle={fontStyle(fonts?.veneerSubtitle, fonts?.subtitleSize, 14)}
          settings={settings}
          eager={eager}
          headingLevel={headingLevel}
        />
      ))}
    </ul>
  );
}

interface BoxProps {
  item: HomeContentItem;
  width: 'full' | 'half';
  shade: CSSProperties;
  titleStyle: CSSProperties;
  subtitleStyle: CSSProperties;
  settings: Settings | undefined;
  eager: boolean;
  headingLevel: 2 | 3;
}

function Box({
  item,
  width,
  shade,
  titleStyle,
  subtitleStyle,
  settings,
  eager,
  headingLevel,
}: BoxProps) {
  // The player and hls.js load once the box is on screen, not when it comes near: a shopper
  // who never scrolls to it pays neither (the box's image stands in until then).
  const [ref, inView] = useInView<HTMLLIElement>('0px');
  // The image is the first paint; the video loop replaces it once the page has settled.
  const afterLoad = useAfterLoad();
  const [videoFailed, setVideoFailed] = useState(false);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const video = item.videoUrl && !videoFailed ? videoSource(item.videoUrl, settings) : null;
  const label = item.titleText || item.alt || 'Se mer';
  const image = item.imgSrc ? (
    <img
      className="cat-box__image"
      src={item.imgSrc}
      srcSet={bannerSrcSet(item.imgSrc)}
      // A box spans the row (or half of it from 640 px, home.css); on a phone every box is full width.
      sizes={width === 'full' ? '100vw' : '(max-width: 639px) 100vw, 50vw'}
      alt={item.titleText ? '' : (item.alt ?? '')}
      width={width === 'full' ? 1200 : 600}
      height={500}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(eager ? { fetchPriority: 'high' as const } : {})}
    />
  ) : null;
  return (
    <li ref={ref} className={`cat-box cat-box--${width}`}>
      <div className="cat-box__media">
        {video && inView && afterLoad ? (
          <LazyVideoPlayer
            placeholder={image}
            src={video.src}
            poster={item.imgSrc ?? video.poster}
            label={`Video: ${label}`}
            onUnplayable={() => setVideoFailed(true)}
          />
        ) : (
          image
        )}
      </div>
      <div className="cat-box__shade" style={shade} aria-hidden="true" />
      <div className="cat-box__text">
        {item.titleText ? (
          <Heading className="cat-box__title" style={titleStyle}>
            {item.titleText}
          </Heading>
        ) : null}
        {item.subtitleText ? (
          <p className="cat-box__subtitle" style={subtitleStyle}>
            {item.subtitleText}
          </p>
        ) : null}
      </div>
      {item.imgBannerText ? <span className="cat-box__corner">{item.imgBannerText}</span> : null}
      {item.imgDestinationURL && (
        // Stretched over the box (CSS ::after) so the whole box is one link with one tab stop.
        <SmartLink to={item.imgDestinationURL} className="cat-box__link" ariaLabel={label}>
          <span className="cat-visually-hidden">{label}</span>
        </SmartLink>
      )}
    </li>
  );
}
