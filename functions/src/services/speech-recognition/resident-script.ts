/**
 * The resident decoder's program, run by Debian's own Python (`/usr/bin/python3 -c`) with its
 * python3-pocketsphinx: it loads the model once, then answers one request a line (./resident.ts).
 * A string, so the function's bundle carries it with no extra file.
 *
 * One JSON object a line each way: `{"ready": true}` once loaded (`{"ready": false, "error"}` and
 * exit 3 without the module); then for each `{"id", "pcm": base64 16 kHz mono 16-bit samples,
 * "expected": [words] | null}` an `{"id", ...ResidentReply}` (./resident.ts). The alignment forces
 * both the phrase and the open decode's own words onto the audio, so that both scores come from
 * the same search and their difference says whether the phrase was said. Ends when its input closes.
 *
 * A request's `pronunciations` (`{word: "PH PH"}`, ./letter-to-sound.ts) give the phones of an
 * expected word the dictionary lacks: it is added to the decoder that aligns (the one without the
 * language model) and kept for the child's life (a few bytes a word; the words are those of the
 * practice phrases the API let through); a dictionary word keeps the dictionary's phones. Only a
 * word with neither is `missing`.
 *
 * With the phrase it also scores each of its sounds (`phones`): the phrase forced onto the audio
 * phone by phone as written, and a free loop of every phone over the same audio; a phone's `gop` is
 * its forced score minus the loop's over its own frames, per frame (a goodness of pronunciation: 0
 * when nothing fits those frames better). Then the phrase is forced again where the habits in
 * argv[2] (../../shared/sound-habits.ts, as JSON) may put another sound, drop one or add one: what
 * that search took instead comes with its own gop, and ./pronunciation.ts reports it only when it
 * fits by a margin.
 */
export const RESIDENT_SCRIPT = String.raw`
import base64, json, re, sys
try:
    from pocketsphinx import Decoder
except ImportError as error:
    print(json.dumps({"ready": False, "error": str(error)}), flush=True)
    sys.exit(3)

model = sys.argv[1]
config = Decoder.default_config()
config.set_string("-hmm", model + "/en-us")
config.set_string("-lm", model + "/en-us.lm.bin")
config.set_string("-dict", model + "/cmudict-en-us.dict")
config.set_string("-logfn", "/dev/null")
decoder = Decoder(config)
logmath = decoder.get_logmath()
FILLER = re.compile(r"^(<.*>|\[.*\]|\+\+.*\+\+)$")
PHONE_TOKEN = re.compile(r"^[xsi][01]_[a-z]+$")
HABITS = json.loads(sys.argv[2]) if len(sys.argv) > 2 else []
PHONES = "AA AE AH AO AW AY B CH D DH EH ER EY F G HH IH IY JH K L M N NG OW OY P R S SH T TH UH UW V W Y Z ZH".split()
UNSTRESSED = set("the we be me he she".split())
WEAK_PREFIX = re.compile(r"^(re|de|be|pre)")
VOWELS = set("AA AE AH AO AW AY EH ER EY IH IY OW OY UH UW".split())
# One pseudo-word per phone: x expected, s said instead, i added; 0/1 alternate by word, so that
# the path tells each word's phones apart even when one was dropped.
TOKENS = ["%s%d_%s" % (kind, parity, phone.lower()) for kind in "xsi" for parity in (0, 1) for phone in PHONES]
# The phones and the alignments get a decoder of their own, without the language model: words added
# to the first one crash its n-gram search (python3-pocketsphinx 0.8+5prealpha, SIGSEGV on some
# recordings), and the words the dictionary lacks are added to this one.
phone_config = Decoder.default_config()
phone_config.set_string("-hmm", model + "/en-us")
phone_config.set_string("-dict", model + "/cmudict-en-us.dict")
phone_config.set_string("-logfn", "/dev/null")
phone_decoder = Decoder(phone_config)
for n, token in enumerate(TOKENS):
    phone_decoder.add_word(token, token.split("_")[1].upper(), n == len(TOKENS) - 1)
phone_decoder.set_jsgf_string("loop", "#JSGF V1.0;\ngrammar loop;\npublic <loop> = ( %s )+;\n" % " | ".join("x0_" + p.lower() for p in PHONES))
# How much likelier the search takes the expected sound than a habit's (JSGF weights).
EXPECTED_WEIGHT, HABIT_WEIGHT = 1.0, float(sys.argv[3]) if len(sys.argv) > 3 else 1.0

def applies(habit, word, phones, i):
    where = habit["where"]
    phone = phones[i]
    if phone != habit["phone"] and not (habit["phone"] == "CONSONANT" and phone not in VOWELS):
        return False
    last = i == len(phones) - 1
    following = phones[i + 1] if not last else None
    if habit["tip"] == "long-ee" and (word.lower() in UNSTRESSED or (sum(p in VOWELS for p in phones) > 1 and (last or (i <= 2 and WEAK_PREFIX.match(word.lower()))))):
        # The dictionary has no stress: a word's last IY after another vowel (anything, happy), the
        # IY of a prefix before the stressed syllable (review, decide) and the small words said weak
        # are short in good speech too.
        return False
    if where == "initial":
        return i == 0
    if where == "final":
        return last
    if where == "before-i":
        return following in ("IY", "IH")
    if where == "initial-cluster":
        return i == 0 and following is not None and following not in VOWELS
    if where == "ed":
        return last and re.search(r"[^aeiou]ed$", word) is not None and len(phones) > 1 and phones[i - 1] not in ("T", "D", "IH", "AH")
    return where == "any"

def slots(word, phones):
    """Each expected phone with the habits that may change it."""
    return [(phone, [h for h in HABITS if applies(h, word, phones, i)]) for i, phone in enumerate(phones)]

def word_rule(parity, word_slots):
    tok = lambda kind, phone: "%s%d_%s" % (kind, parity, phone.lower())
    parts = []
    for phone, habits in word_slots:
        before = [p for h in habits if h["change"] == "add-before" for p in h["heard"]]
        after = [p for h in habits if h["change"] == "add-after" for p in h["heard"]]
        instead = [p for h in habits if h["change"] == "replace" for p in h["heard"]]
        drop = any(h["change"] == "drop" for h in habits)
        if before:
            parts.append("( /%g/ <NULL> | %s )" % (EXPECTED_WEIGHT, " | ".join("/%g/ %s" % (HABIT_WEIGHT, tok("i", p)) for p in before)))
        options = ["/%g/ %s" % (EXPECTED_WEIGHT, tok("x", phone))] + ["/%g/ %s" % (HABIT_WEIGHT, tok("s", p)) for p in instead]
        if drop:
            options.append("/%g/ <NULL>" % HABIT_WEIGHT)
        parts.append("( %s )" % " | ".join(options) if len(options) > 1 else tok("x", phone))
        if after:
            parts.append("( /%g/ <NULL> | %s )" % (EXPECTED_WEIGHT, " | ".join("/%g/ %s" % (HABIT_WEIGHT, tok("i", p)) for p in after)))
    return " ".join(parts)

def habit_of(habits, change, heard):
    for h in habits:
        if h["change"] == change and (heard is None or heard in h["heard"]):
            return h["tip"]
    return None

def phone_path(grammar, pcm):
    phone_decoder.set_jsgf_string("phones", "#JSGF V1.0;\ngrammar phones;\npublic <phones> = %s;\n" % grammar)
    forced = decode("phones", pcm, phone_decoder)
    return None if forced is None else [s for s in forced if PHONE_TOKEN.match(s[0])]

def by_word(path, count):
    """The path's tokens cut into words by their 0/1 parity."""
    words, at = [], 0
    for n in range(count):
        parity = str(n % 2)
        mine = []
        while at < len(path) and path[at][0][1] == parity:
            mine.append(path[at])
            at += 1
        words.append(mine)
    return words

def gop(segment, loop):
    token, first, last, ascore = segment[:4]
    return (ascore - span_score(loop, first, last)) / (last - first + 1)

def score_phones(variants, words, pcm):
    """
    Per word, its phones forced as written, each scored against the free loop (gop); then, where
    a habit may change a phone, the same phrase forced with the habits' sounds allowed: what that
    search took instead is reported with its own gop, so the caller weighs the two (a margin).
    """
    prons = [phone_decoder.lookup_word(v).split() for v in variants]
    plan = [slots(w, p) for w, p in zip(words, prons)]
    tok = lambda n, phone: "x%d_%s" % (n % 2, phone.lower())
    exact = phone_path(" ".join(" ".join(tok(n, phone) for phone, _ in s) for n, s in enumerate(plan)), pcm)
    loop = decode("loop", pcm, phone_decoder)
    if exact is None or loop is None:
        return None
    result = []
    for word_slots, mine in zip(plan, by_word(exact, len(plan))):
        if len(mine) != len(word_slots):
            return None
        result.append([{"phone": phone, "start": seg[1] / 100, "end": (seg[2] + 1) / 100, "gop": gop(seg, loop)} for (phone, _), seg in zip(word_slots, mine)])
    if not any(habits for s in plan for _, habits in s):
        return result
    # The words where a habit applies get the habits' search; the others are forced as written.
    has_habit = [any(habits for _, habits in s) for s in plan]
    changed = phone_path(" ".join(word_rule(n % 2, s) if has_habit[n] else " ".join(tok(n, phone) for phone, _ in s) for n, s in enumerate(plan)), pcm)
    if changed is None:
        return result
    for n, (word_slots, mine) in enumerate(zip(plan, by_word(changed, len(plan)))):
        if not has_habit[n]:
            continue
        k = 0
        for entry, (phone, habits) in zip(result[n], word_slots):
            if k < len(mine) and mine[k][0][0] == "i" and habit_of(habits, "add-before", mine[k][0][3:].upper()):
                said = mine[k][0][3:].upper()
                entry["added"] = {"phone": said, "where": "before", "habit": habit_of(habits, "add-before", said), "gop": gop(mine[k], loop), "frames": mine[k][2] - mine[k][1] + 1}
                k += 1
            if k < len(mine) and mine[k][0][0] in "xs":
                if mine[k][0][0] == "s":
                    said = mine[k][0][3:].upper()
                    entry["heard"] = said
                    entry["habit"] = habit_of(habits, "replace", said)
                    entry["heardGop"] = gop(mine[k], loop)
                k += 1
            else:
                entry["heard"] = None
                entry["habit"] = habit_of(habits, "drop", None)
            if k < len(mine) and mine[k][0][0] == "i" and habit_of(habits, "add-after", mine[k][0][3:].upper()):
                said = mine[k][0][3:].upper()
                entry["added"] = {"phone": said, "where": "after", "habit": habit_of(habits, "add-after", said), "gop": gop(mine[k], loop), "frames": mine[k][2] - mine[k][1] + 1}
                k += 1
    return result

def plain(word):
    return re.sub(r"\(\d+\)$", "", word)

def decode(search, pcm, by=decoder):
    by.set_search(search)
    by.start_utt()
    by.process_raw(pcm, False, True)
    by.end_utt()
    if by.hyp() is None:
        return None
    return [(s.word, s.start_frame, s.end_frame, s.ascore, s.prob) for s in by.seg()]

def align(words, pcm):
    phone_decoder.set_jsgf_string("phrase", "#JSGF V1.0;\ngrammar phrase;\npublic <phrase> = %s;\n" % " ".join(words))
    return decode("phrase", pcm, phone_decoder)

PHONE_SET = set(PHONES)

def learn(words, pronunciations):
    """Adds the words the dictionary lacks with the phones sent for them; answers those still missing."""
    missing = []
    for word in words:
        if phone_decoder.lookup_word(word) is not None:
            continue
        phones = (pronunciations or {}).get(word, "").split()
        if phones and all(p in PHONE_SET for p in phones):
            phone_decoder.add_word(word, " ".join(phones), True)
        if phone_decoder.lookup_word(word) is None:
            missing.append(word)
    return missing

def span_score(segments, start, end):
    total = 0.0
    for word, first, last, ascore, _ in segments:
        overlap = min(end, last) - max(start, first) + 1
        if overlap > 0:
            total += ascore * overlap / (last - first + 1)
    return total

def answer(request):
    pcm = base64.b64decode(request["pcm"])
    free = decode("_default", pcm) or []
    spoken = [(plain(s[0]),) + s[1:] for s in free if not FILLER.match(s[0])]
    reply = {"words": [{"word": w, "start": f / 100, "end": (l + 1) / 100, "confidence": min(1.0, logmath.exp(p))} for w, f, l, _, p in spoken]}
    expected = request.get("expected")
    if not expected:
        return reply
    missing = learn(expected, request.get("pronunciations"))
    if missing:
        reply["missing"] = missing
        return reply
    phrase = align(expected, pcm)
    # The open decode heard the phrase itself: forcing its words would repeat the phrase's search.
    said = [s[0] for s in spoken]
    heard = phrase if said == list(expected) else align(said, pcm) if spoken else None
    if phrase is None or heard is None:
        reply["alignment"] = None
        return reply
    words = [s for s in phrase if not FILLER.match(s[0])]
    reply["alignment"] = {
        "score": sum(s[3] for s in phrase) - sum(s[3] for s in heard),
        "frames": sum(l - f + 1 for _, f, l, _, _ in words),
        "words": [{"word": plain(w), "start": f / 100, "end": (l + 1) / 100, "gop": (a - span_score(heard, f, l)) / (l - f + 1)} for w, f, l, a, _ in words],
    }
    if request.get("phones"):
        reply["phones"] = score_phones([s[0] for s in words], expected, pcm)
    return reply

print(json.dumps({"ready": True}), flush=True)
for line in sys.stdin:
    request = json.loads(line)
    try:
        reply = answer(request)
    except Exception as error:
        reply = {"error": str(error)[:300]}
    reply["id"] = request.get("id")
    print(json.dumps(reply), flush=True)
`;
