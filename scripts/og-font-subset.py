#!/usr/bin/env python3
"""Regenerates the fonts of generated Open Graph images, in lib/seo/fonts/:

- NotoSans-Bold-latin.ttf: Noto Sans Bold (Debian: fonts-noto-core) cut to Basic Latin,
  Latin-1 and Latin Extended-A, drawn first: every Latin letter in one design, Turkish and
  Polish ones included (Noto Sans CJK has no ğ, ı, ş, ł…);
- NotoSansCJKtc-Bold-subset.otf: a subset of Noto Sans CJK TC Bold (Debian: fonts-noto-cjk)
  for everything else.

Both are under the SIL Open Font License 1.1 (lib/seo/fonts/OFL.txt). Cut with fontTools
(Debian: python3-fonttools). Run from anywhere:

    apt-get install -y fonts-noto-core fonts-noto-cjk python3-fonttools
    /usr/bin/python3 scripts/og-font-subset.py

The characters of the CJK subset, all decided here and offline (no frequency list is needed):
- Latin: Basic Latin, Latin-1, Latin Extended-A (French, Turkish), general punctuation,
  currency and a few letter-like symbols;
- CJK punctuation, kana (Hiragana, Katakana, their phonetic extensions), full-width forms;
- hanzi/kanji: the GB2312 level-1 set (3,755 common Simplified characters), the Big5 level-1
  set (5,401 common Traditional characters) and the JIS X 0208 level-1 set (2,965 common
  Japanese kanji), decoded from their code tables with Python's own codecs;
- every character of the sample content (content/sample*/) and the interface texts (locales/).
The output is deterministic for given source fonts and fontTools version.
"""
import glob
import os
import subprocess
import sys
import tempfile

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
SOURCE = os.environ.get('OG_FONT_SOURCE', '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc')
FACE = 'Noto Sans CJK TC'
OUT = os.path.join(ROOT, 'lib/seo/fonts/NotoSansCJKtc-Bold-subset.otf')
LATIN_SOURCE = os.environ.get('OG_LATIN_FONT_SOURCE', '/usr/share/fonts/truetype/noto/NotoSans-Bold.ttf')
LATIN_OUT = os.path.join(ROOT, 'lib/seo/fonts/NotoSans-Bold-latin.ttf')
LATIN = 'U+0020-007E,U+00A0-017F'

RANGES = [
    (0x0020, 0x007E),  # Basic Latin
    (0x00A0, 0x00FF),  # Latin-1 Supplement
    (0x0100, 0x017F),  # Latin Extended-A
    (0x2000, 0x206F),  # General Punctuation
    (0x20A0, 0x20BF),  # Currency Symbols
    (0x2100, 0x2122),  # Letter-like symbols up to ™ (℃, №, ™)
    (0x2190, 0x2193),  # arrows
    (0x2460, 0x2473),  # circled numbers ①–⑳
    (0x25A0, 0x25CF),  # squares, triangles, circles (■ □ ▲ ● ○)
    (0x3000, 0x303F),  # CJK Symbols and Punctuation
    (0x3040, 0x30FF),  # Hiragana, Katakana
    (0x31F0, 0x31FF),  # Katakana Phonetic Extensions
    (0xFF01, 0xFF60),  # full-width forms
    (0xFF61, 0xFF9F),  # half-width katakana and punctuation
    (0xFFE0, 0xFFE6),  # full-width signs (￥, ￡)
]


def double_byte(codec, rows, cells):
    out = set()
    for hi in rows:
        for lo in cells:
            try:
                out.update(bytes([hi, lo]).decode(codec))
            except UnicodeDecodeError:
                pass
    return out


def common_ideographs():
    gb2312 = double_byte('gb2312', range(0xB0, 0xD8), range(0xA1, 0xFF))  # level 1: rows 16–55
    gb2312 = {c for c in gb2312 if '\u4e00' <= c <= '\u9fff'}
    # Big5 level 1: 0xA440–0xC67E (cells 0x40–0x7E and 0xA1–0xFE of each row)
    big5 = double_byte('big5', range(0xA4, 0xC7), list(range(0x40, 0x7F)) + list(range(0xA1, 0xFF)))
    big5 = {c for c in big5 if '\u4e00' <= c <= '\u9fff' and c.encode('big5') <= b'\xc6\x7e'}
    jis = double_byte('euc_jp', range(0xB0, 0xD0), range(0xA1, 0xFF))  # JIS X 0208 level 1: rows 16–47
    jis = {c for c in jis if '\u4e00' <= c <= '\u9fff'}
    return gb2312, big5, jis


def project_characters():
    out = set()
    files = glob.glob(os.path.join(ROOT, 'content/sample*/**/*.json'), recursive=True)
    files += glob.glob(os.path.join(ROOT, 'locales/*.ts'))
    for f in sorted(files):
        with open(f, encoding='utf-8') as fh:
            out.update(fh.read())
    # the JSON files escape nothing but control characters; keep printable characters only
    return {c for c in out if c.isprintable() and c != '\ufffd'}


def subset(source, out, *args):
    subprocess.run([
        sys.executable, '-m', 'fontTools.subset', source, f'--output-file={out}', *args,
        # what satori uses: outlines, metrics, kerning; no hinting, no vertical writing
        '--layout-features=kern',
        '--no-hinting',
        '--drop-tables+=VORG,vhea,vmtx,BASE',
        # keep the copyright, trademark and licence records with the font
        '--name-IDs=0,1,2,3,4,5,6,7,8,9,11,12,13,14',
        '--notdef-outline',
    ], check=True)
    print(f'{os.path.relpath(out, ROOT)}: {os.path.getsize(out):,} bytes')


def main():
    from fontTools.ttLib import TTCollection

    gb2312, big5, jis = common_ideographs()
    chars = set(gb2312) | big5 | jis | project_characters()
    for lo, hi in RANGES:
        chars.update(chr(cp) for cp in range(lo, hi + 1))
    ideographs = sum(1 for c in chars if '\u4e00' <= c <= '\u9fff')
    print(f'GB2312 level 1: {len(gb2312)}, Big5 level 1: {len(big5)}, JIS level 1: {len(jis)}, '
          f'ideographs in all: {ideographs}, characters: {len(chars)}')

    faces = [f['name'].getDebugName(1) for f in TTCollection(SOURCE).fonts]
    number = faces.index(FACE)
    with tempfile.NamedTemporaryFile('w', suffix='.txt', delete=False, encoding='utf-8') as t:
        t.write(''.join(sorted(chars)))
    try:
        subset(SOURCE, OUT, f'--font-number={number}', f'--text-file={t.name}')
    finally:
        os.unlink(t.name)
    subset(LATIN_SOURCE, LATIN_OUT, f'--unicodes={LATIN}')


if __name__ == '__main__':
    main()
