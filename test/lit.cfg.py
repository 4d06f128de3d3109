# -*- Python -*-
# The lit configuration of tensor_cast, after mlir/examples/standalone.
import os

import lit.formats
from lit.llvm import llvm_config

config.name = "TENSOR_CAST"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir", ".c", ".test"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.tc_obj_root, "test")
config.excludes = ["Inputs", "CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py"]

llvm_config.with_system_environment(["HOME", "TMP", "TEMP", "ASAN_OPTIONS",
                                     "UBSAN_OPTIONS", "LSAN_OPTIONS"])
llvm_config.use_default_substitutions()
llvm_config.with_environment("PATH", config.llvm_tools_dir, append_path=True)

config.substitutions.append(("%tc_irdl", config.tc_irdl_file))
config.substitutions.append(("%tc_src_root", config.tc_src_root))
config.substitutions.append(("%tc_obj_root", config.tc_obj_root))
config.substitutions.append(("%tc_bin", config.tc_tools_dir))

tool_dirs = [config.tc_tools_dir, config.llvm_tools_dir]
tools = ["tc-opt", "tc-run", "tc-gen", "tc-plan", "tc-capi-test", "tc-run-capi-test", "tc-cost-capi-test", "tc-model-capi-test", "tc-kernel-time",
         "tc-support-test", "tc-guards-test", "mlir-opt", "llvm-nm", "llvm-readelf"]
llvm_config.add_tool_substitutions(tools, tool_dirs)

# mlir-opt with the plugin loaded for passes and for the dialect. A sanitized
# plugin needs the sanitizer runtime first in an unsanitized mlir-opt.
plugin_env = ""
if config.tc_sanitize:
    config.available_features.add("sanitized")
    import subprocess
    runtime = subprocess.run(["cc", "-print-file-name=libasan.so"],
                             capture_output=True, text=True).stdout.strip()
    plugin_env = "env LD_PRELOAD=%s ASAN_OPTIONS=detect_leaks=0 " % runtime
config.substitutions.append(
    ("%mlir_opt_plugin",
     "%s%s --load-pass-plugin=%s --load-dialect-plugin=%s"
     % (plugin_env, os.path.join(config.llvm_tools_dir, "mlir-opt"),
        config.tc_plugin, config.tc_plugin)))

config.substitutions.append(("%tc_plugin", config.tc_plugin))

# Flags for programs the suite builds against the installed package: a
# sanitized library needs a sanitized host.
config.substitutions.append(
    ("%tc_host_cflags",
     "-fsanitize=address,undefined" if config.tc_sanitize else ""))
