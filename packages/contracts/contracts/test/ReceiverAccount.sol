// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

/// @notice Test-only contract account that buys and sells on the marketplace through `act`, and whose `receive`
/// either accepts the marketplace's payments, refuses them, or re-enters the marketplace once with a prepared call
/// (cross-function reentrancy: cancel, purchase, finalise, reject... while `withdraw` pays it).
contract ReceiverAccount {
    enum Mode {
        Accept,
        Refuse,
        Reenter
    }

    error NotOwner(address caller);
    error Refused();

    address public immutable owner;
    address public immutable marketplace;

    Mode public mode;
    /// @notice Calldata (and value, taken from what was just received) of the call `receive` makes in Reenter mode.
    bytes public reentryCall;
    uint256 public reentryValue;

    /// @notice True once `receive` has tried to re-enter.
    bool public reentryAttempted;
    /// @notice True if the nested call succeeded.
    bool public reentrySucceeded;
    /// @notice Revert data of the nested call, to check which guard stopped it.
    bytes public reentryError;
    /// @notice Wei received from the marketplace.
    uint256 public received;

    constructor(address marketplace_) {
        owner = msg.sender;
        marketplace = marketplace_;
    }

    /// @notice Sets what `receive` does with the next payments, and forgets any earlier re-entry attempt.
    function setMode(Mode mode_, bytes calldata call, uint256 value) external {
        if (msg.sender != owner) revert NotOwner(msg.sender);
        mode = mode_;
        reentryCall = call;
        reentryValue = value;
        reentryAttempted = false;
        reentrySucceeded = false;
        delete reentryError;
    }

    /// @notice Calls the marketplace with `data` and the value sent, as this contract; bubbles up a revert.
    function act(bytes calldata data) external payable returns (bytes memory result) {
        if (msg.sender != owner) revert NotOwner(msg.sender);
        bool ok;
        (ok, result) = marketplace.call{value: msg.value}(data);
        if (!ok) {
            assembly ("memory-safe") {
                revert(add(result, 0x20), mload(result))
            }
        }
    }

    receive() external payable {
        if (mode == Mode.Refuse) revert Refused();
        if (msg.sender != marketplace) return;
        received += msg.value;
        if (mode != Mode.Reenter || reentryAttempted) return;
        reentryAttempted = true;
        (bool ok, bytes memory result) = marketplace.call{value: reentryValue}(reentryCall);
        if (ok) reentrySucceeded = true;
        else reentryError = result;
    }
}
