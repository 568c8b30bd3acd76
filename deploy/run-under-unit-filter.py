#!/usr/bin/python3
"""Runs a command under the system call filter a systemd unit file describes, without systemd.

    run-under-unit-filter.py [--memory-deny-write-execute] UNIT -- COMMAND [ARG...]

systemd turns SystemCallFilter=, SystemCallErrorNumber=, SystemCallArchitectures=,
RestrictAddressFamilies= and MemoryDenyWriteExecute= into a seccomp filter that the service's
process and its children live under. This builds the same filter from the unit's lines with
libseccomp (Debian: python3-seccomp) and the groups as `systemd-analyze syscall-filter` lists
them, loads it and runs COMMAND, so a test can show that node runs (or does not) under it on a
machine without a running systemd. The mount and namespace settings are not reproduced.
--memory-deny-write-execute adds systemd's rules for MemoryDenyWriteExecute=yes.
deploy/systemd.test.ts runs it.
"""
import errno
import os
import subprocess
import sys

import seccomp

PROT_WRITE, PROT_EXEC = 0x2, 0x4
SHM_EXEC = 0o100000
FAMILIES = {'AF_UNIX': 1, 'AF_LOCAL': 1, 'AF_INET': 2, 'AF_INET6': 10, 'AF_NETLINK': 16, 'AF_PACKET': 17}


def service_settings(unit_path):
    """The [Service] section's assignments in order, as (key, value) pairs."""
    section, settings = None, []
    for raw in open(unit_path, encoding='utf-8'):
        line = raw.strip()
        if not line or line[0] in '#;':
            continue
        if line.startswith('['):
            section = line
        elif section == '[Service]' and '=' in line:
            key, value = line.split('=', 1)
            settings.append((key.strip(), value.strip()))
    return settings


def expand(name, seen=None):
    """A system call name, or a @group expanded to names (nested groups too)."""
    if not name.startswith('@'):
        return {name}
    seen = seen or set()
    if name in seen:
        return set()
    seen.add(name)
    out = subprocess.run(['systemd-analyze', 'syscall-filter', name], check=True,
                         capture_output=True, text=True).stdout.splitlines()[1:]
    names = set()
    for line in out:
        entry = line.strip()
        if entry and not entry.startswith('#'):
            names |= expand(entry.split()[0], seen)
    return names


def build_filter(settings, deny_write_execute):
    allow, allow_list, error_number, families = set(), None, None, None
    for key, value in settings:
        if key == 'SystemCallFilter':
            if value == '':
                allow, allow_list = set(), None
                continue
            invert = value.startswith('~')
            names = set().union(*(expand(n) for n in value.lstrip('~').split()))
            if allow_list is None:
                # the first assignment decides: an allow list (systemd adds @default to it) or
                # a deny list, which this script does not rebuild
                if invert:
                    sys.exit('a SystemCallFilter= that starts with ~ (a deny list) is not supported here')
                allow_list, allow = True, expand('@default')
            allow = allow - names if invert else allow | names
        elif key == 'SystemCallErrorNumber':
            error_number = getattr(errno, value)
        elif key == 'RestrictAddressFamilies':
            families = [FAMILIES[f] for f in value.split()]
        elif key == 'MemoryDenyWriteExecute' and value in ('yes', 'true', '1'):
            deny_write_execute = True
    # a call outside the list: the errno of SystemCallErrorNumber=, else the process is killed
    refuse = seccomp.ERRNO(error_number) if error_number else seccomp.KILL_PROCESS
    f = seccomp.SyscallFilter(defaction=refuse if allow_list else seccomp.ALLOW)
    guarded = {'socket'} if families is not None else set()
    if deny_write_execute:
        guarded |= {'mmap', 'mprotect', 'pkey_mprotect', 'shmat'}
    for name in sorted(allow - guarded):
        try:
            f.add_rule(seccomp.ALLOW, name)
        except (RuntimeError, ValueError, OSError):
            pass  # not a call of this architecture (e.g. the *32 names)
    if 'socket' in guarded and 'socket' in allow:
        # RestrictAddressFamilies=: the families listed, any other fails with EAFNOSUPPORT
        for family in range(0, 46):
            action = seccomp.ALLOW if family in families else seccomp.ERRNO(errno.EAFNOSUPPORT)
            f.add_rule(action, 'socket', seccomp.Arg(0, seccomp.EQ, family))
    if deny_write_execute:
        # systemd's rules, each refused with EPERM: no mapping both writable and executable, no
        # page made executable afterwards, no executable shared memory
        # (libseccomp refuses a rule that says what the default says: EPERM is added only when
        # SystemCallErrorNumber= is another errno or unset)
        eperm = None if error_number == errno.EPERM else seccomp.ERRNO(errno.EPERM)
        wx = PROT_WRITE | PROT_EXEC
        for prot in (0, PROT_WRITE, PROT_EXEC):
            f.add_rule(seccomp.ALLOW, 'mmap', seccomp.Arg(2, seccomp.MASKED_EQ, wx, prot))
        if eperm:
            f.add_rule(eperm, 'mmap', seccomp.Arg(2, seccomp.MASKED_EQ, wx, wx))
        for name in ('mprotect', 'pkey_mprotect'):
            if name in allow:
                f.add_rule(seccomp.ALLOW, name, seccomp.Arg(2, seccomp.MASKED_EQ, PROT_EXEC, 0))
                if eperm:
                    f.add_rule(eperm, name, seccomp.Arg(2, seccomp.MASKED_EQ, PROT_EXEC, PROT_EXEC))
        f.add_rule(seccomp.ALLOW, 'shmat', seccomp.Arg(2, seccomp.MASKED_EQ, SHM_EXEC, 0))
        if eperm:
            f.add_rule(eperm, 'shmat', seccomp.Arg(2, seccomp.MASKED_EQ, SHM_EXEC, SHM_EXEC))
    return f


def main(argv):
    deny_write_execute = False
    if argv and argv[0] == '--memory-deny-write-execute':
        deny_write_execute, argv = True, argv[1:]
    if len(argv) < 3 or argv[1] != '--':
        sys.exit(__doc__)
    unit, command = argv[0], argv[2:]
    build_filter(service_settings(unit), deny_write_execute).load()  # also sets no_new_privs
    os.execvp(command[0], command)


if __name__ == '__main__':
    main(sys.argv[1:])
