"""Makes a written-out tc-gen program read layer 0's weights in every layer:
the arguments of layers 1.. go, and their uses read layer 0's."""
import re, sys
text = open(sys.argv[1]).read()
head, rest = text.split('func.func @decoder(', 1)
args, tail = rest.split(') -> ', 1)
kept = [a for a in args.split(',\n') if not re.match(r'\s*%\w+_[1-9][0-9]*: ', a)]
# Arguments are %<name>_<layer>; values the layers compute are %l<layer>_...
body = re.sub(r'%(?!l[0-9])([a-z][a-z0-9_]*?)_[1-9][0-9]*\b', r'%\1_0', tail)
open(sys.argv[2], 'w').write(head + 'func.func @decoder(' + ',\n'.join(kept) + ') -> ' + body)
