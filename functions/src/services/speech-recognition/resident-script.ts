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

def plain(word):
    return re.sub(r"\(\d+\)$", "", word)

def decode(search, pcm):
    decoder.set_search(search)
    decoder.start_utt()
    decoder.process_raw(pcm, False, True)
    decoder.end_utt()
    if decoder.hyp() is None:
        return None
    return [(plain(s.word), s.start_frame, s.end_frame, s.ascore, s.prob) for s in decoder.seg()]

def align(words, pcm):
    decoder.set_jsgf_string("phrase", "#JSGF V1.0;\ngrammar phrase;\npublic <phrase> = %s;\n" % " ".join(words))
    return decode("phrase", pcm)

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
    spoken = [s for s in free if not FILLER.match(s[0])]
    reply = {"words": [{"word": w, "start": f / 100, "end": (l + 1) / 100, "confidence": min(1.0, logmath.exp(p))} for w, f, l, _, p in spoken]}
    expected = request.get("expected")
    if not expected:
        return reply
    missing = [w for w in expected if decoder.lookup_word(w) is None]
    if missing:
        reply["missing"] = missing
        return reply
    phrase = align(expected, pcm)
    heard = align([s[0] for s in spoken], pcm) if spoken else None
    if phrase is None or heard is None:
        reply["alignment"] = None
        return reply
    words = [s for s in phrase if not FILLER.match(s[0])]
    reply["alignment"] = {
        "score": sum(s[3] for s in phrase) - sum(s[3] for s in heard),
        "frames": sum(l - f + 1 for _, f, l, _, _ in words),
        "words": [{"word": w, "start": f / 100, "end": (l + 1) / 100, "gop": (a - span_score(heard, f, l)) / (l - f + 1)} for w, f, l, a, _ in words],
    }
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
